// A rounding mode from input: fesetround accepts exactly the four modes
// (returning 0) and leaves the mode for any other value.
#include <assert.h>
#include <fenv.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int mode = __VERIFIER_nondet_int();
  volatile double one = 1.0;
  if (fesetround(mode) == 0) {
    assert(mode == FE_TONEAREST || mode == FE_UPWARD || mode == FE_DOWNWARD || mode == FE_TOWARDZERO);
    assert(fegetround() == mode);
    assert(one + 0x1p-60 >= 1.0 && one + 0x1p-60 <= 1.0 + 0x1p-52);
  } else {
    assert(fegetround() == FE_TONEAREST && one + 0x1p-53 == 1.0);
  }
  return 0;
}
