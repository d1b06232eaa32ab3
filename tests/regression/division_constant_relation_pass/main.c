/* Digits by / 10 and % 10 with the relation forced on constant divisors
 * (--division-encoding relation; auto would use the circuit), then the
 * number rebuilt from them. */
#include <assert.h>
extern unsigned short __VERIFIER_nondet_ushort(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_ushort(), digits[5], count = 0;
  for (unsigned v = n; count < 5; v /= 10) digits[count++] = v % 10;
  unsigned back = 0;
  for (unsigned i = count; i-- > 0;) back = back * 10 + digits[i];
  assert(back == n);
  return 0;
}
