// Rounding modes other than nearest-even are not built: UNKNOWN, never a verdict
// computed with the wrong rounding.
#include <assert.h>
#include <fenv.h>
int main(void) {
  fesetround(FE_TONEAREST);
  assert(1.0 + 0x1p-53 == 1.0);
  fesetround(FE_UPWARD);
  volatile double one = 1.0;
  assert(one + 0x1p-53 == 1.0);   /* false natively: upward rounding */
  return 0;
}
