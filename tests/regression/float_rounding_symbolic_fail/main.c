// Some mode from input makes 1 + 2^-60 differ from 1 (FE_UPWARD).
#include <assert.h>
#include <fenv.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int mode = __VERIFIER_nondet_int();
  fesetround(mode);
  volatile double one = 1.0;
  assert(one + 0x1p-60 == 1.0);
  return 0;
}
