/* --solver portfolio: CaDiCaL and Z3 race; whichever answers first, the
 * counterexample must be the only failing input. */
extern void __VERIFIER_assert(int cond);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = x * 2654435761u;  /* a bijection: exactly one x gives y == 12345 */
  __VERIFIER_assert(y != 12345u);
  return 0;
}
