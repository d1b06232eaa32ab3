/* Unsigned / and % of symbolic operands with the restoring-division circuit
 * forced (--division-encoding circuit; auto would use the relation for a
 * symbolic divisor): quotient and remainder against their definition. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uchar(), y = __VERIFIER_nondet_uchar();
  if (y == 0) return 0;
  unsigned q = x / y, r = x % y;
  assert(r < y && q * y + r == x);
  assert(q <= x);
  return 0;
}
