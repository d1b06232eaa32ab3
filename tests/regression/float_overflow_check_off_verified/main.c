// --float-overflow-check: a finite float doubled can round to infinity.
#include <math.h>
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float a = __VERIFIER_nondet_float();
  if (isfinite(a)) {
    float b = a * 2.0f; /* fails for |a| > FLT_MAX / 2 */
    return b > 1.0f;
  }
  return 0;
}
