/* Signed / and % of symbolic operands, blasted as a relation over the
 * magnitudes: C's truncating division (quotient towards zero, remainder
 * with the dividend's sign), checked against its definition. */
#include <assert.h>
extern signed char __VERIFIER_nondet_char(void);
int main(void) {
  int x = __VERIFIER_nondet_char(), y = __VERIFIER_nondet_char();
  if (y == 0) return 0;
  int q = x / y, r = x % y;
  assert(q * y + r == x);
  assert(r == 0 || (r < 0) == (x < 0));
  assert(r < 0 ? -r < (y < 0 ? -y : y) : r < (y < 0 ? -y : y));
  return 0;
}
