extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x >= 0 && x < 1024) return x << 20; /* at most 1023 << 20 < 2^30: defined */
  return 0;
}
