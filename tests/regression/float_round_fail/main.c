// round (ties away from zero) and rint (ties to even) differ at halves.
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x > -100.0f && x < 100.0f) assert(roundf(x) == rintf(x));
  return 0;
}
