// In FE_DOWNWARD, 1 - 2^-60 is below 1.
#include <assert.h>
#include <fenv.h>
int main(void) {
  fesetround(FE_DOWNWARD);
  volatile double one = 1.0;
  assert(one - 0x1p-60 == 1.0);
  return 0;
}
