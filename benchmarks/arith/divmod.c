/* Quotient and remainder of symbolic 8-bit operands, signed and unsigned,
 * checked against their definition. -DBUG claims the signed remainder has
 * the divisor's sign (C gives it the dividend's). */
#include <assert.h>
extern signed char __VERIFIER_nondet_char(void);
int main(void) {
  int x = __VERIFIER_nondet_char(), y = __VERIFIER_nondet_char();
  if (y == 0) return 0;
  int q = x / y, r = x % y;
  assert(q * y + r == x);
  unsigned ux = (unsigned)x, uy = (unsigned)y;
  assert(ux % uy < uy);
#ifdef BUG
  assert(r == 0 || (r < 0) == (y < 0));
#else
  assert(r == 0 || (r < 0) == (x < 0));
#endif
  return 0;
}
