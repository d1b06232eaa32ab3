// lrintf rounds to nearest: not the truncation a cast gives.
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x > 0.0f && x < 100.0f) assert(lrintf(x) == (long)x);
  return 0;
}
