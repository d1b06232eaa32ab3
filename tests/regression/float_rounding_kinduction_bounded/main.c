// k-induction: the rounding mode is path state the loop changes (after 200
// passes), so the step case starts from any mode and proves nothing; never
// VERIFIED, while the base case finds nothing within the small depth.
#include <assert.h>
#include <fenv.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  volatile double one = 1.0;
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    assert(one + 0x1p-60 == 1.0);
    if (i == 200) fesetround(FE_UPWARD);
    i++;
  }
  return 0;
}
