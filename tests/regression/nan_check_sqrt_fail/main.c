// --nan-check: sqrt of a negative number is a new NaN.
#include <math.h>
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x > -4.0f && x < 4.0f) {
    float r = sqrtf(x); /* fails for x < 0 */
    return r > 1.0f;
  }
  return 0;
}
