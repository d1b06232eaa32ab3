extern int __VERIFIER_nondet_int(void);
int main(void) {
  long long v = 1;
  int s = __VERIFIER_nondet_int();
  if (s < 70) return (int)(v << s);   /* negative or >= 64 */
  return 0;
}
