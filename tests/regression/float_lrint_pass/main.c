// lrint/llrint round by the current mode, lround/llround ties away.
#include <assert.h>
#include <fenv.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  volatile double h = 2.5;
  assert(lrint(h) == 2 && llrint(-h) == -2 && lround(h) == 3 && llround(-h) == -3);
  float x = __VERIFIER_nondet_float();
  if (x > -100.0f && x < 100.0f) assert(lrintf(x) == (long)rintf(x));
  fesetround(FE_UPWARD);
  assert(lrint(h) == 3 && lround(h) == 3);
  return 0;
}
