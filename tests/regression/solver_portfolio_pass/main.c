/* --solver portfolio on a safe program: both backends must prove it. */
extern void __VERIFIER_assert(int cond);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned r = x % 10u;
  __VERIFIER_assert(r < 10u);
  __VERIFIER_assert((x / 10u) * 10u + r == x);
  return 0;
}
