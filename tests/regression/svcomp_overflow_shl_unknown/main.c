extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  /* defined for unsigned x; the IR does not say it is unsigned: unknown, never a wrong false */
  return (int)(x << 3);
}
