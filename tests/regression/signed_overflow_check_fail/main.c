extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0) {
    int y = x * 2;   /* overflows for x > INT_MAX / 2 */
    return y;
  }
  return 0;
}
