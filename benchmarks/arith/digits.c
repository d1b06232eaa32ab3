/* Decimal digits by / 10 and % 10 of a symbolic 16-bit number, then the
 * number rebuilt from them: division by a constant. -DBUG rebuilds with one
 * digit dropped (wrong from 10000 on). */
#include <assert.h>
extern unsigned short __VERIFIER_nondet_ushort(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_ushort(), digits[5], count = 0;
  for (unsigned v = n; count < 5; v /= 10) digits[count++] = v % 10;
#ifdef BUG
  count = 4;
#endif
  unsigned back = 0;
  for (unsigned i = count; i-- > 0;) back = back * 10 + digits[i];
  assert(back == n);
  return 0;
}
