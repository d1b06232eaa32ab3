/* gcd of two unsigned chars by Euclid at unsigned int width, then a check
 * that the result divides both: symbolic divisors in the loop and in the
 * property. -DBUG also claims the gcd differs from a. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
  if (a == 0 || b == 0) return 0;
  unsigned x = a, y = b;
  for (int i = 0; i < 14 && y != 0; i++) { unsigned t = x % y; x = y; y = t; }
  if (y != 0) return 0;
#ifdef BUG
  assert(a % x == 0 && b % x == 0 && x != a);
#else
  assert(a % x == 0 && b % x == 0);
#endif
  return 0;
}
