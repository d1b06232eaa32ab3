// sqrtf(100) is exactly 10: the strict bound fails there.
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (x >= 0.0f && x <= 100.0f) {
    float r = sqrtf(x);
    assert(r < 10.0f);
  }
  return 0;
}
