// In FE_UPWARD, 1 + 2^-53 is the next double above 1, not 1.
#include <assert.h>
#include <fenv.h>
int main(void) {
  fesetround(FE_TONEAREST);
  assert(1.0 + 0x1p-53 == 1.0);
  fesetround(FE_UPWARD);
  volatile double one = 1.0;
  assert(one + 0x1p-53 == 1.0);
  return 0;
}
