extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0) {
    int y = x * 2;   /* wraps: not checked without --signed-overflow-check */
    return y << 40 % 32;
  }
  return 0;
}
