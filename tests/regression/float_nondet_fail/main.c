// Dividing by 3 and multiplying back does not always give x back.
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 1.0f && x <= 2.0f);
  assert(x * x >= 1.0f);
  assert(x / 3.0f * 3.0f == x);  /* fails for some x */
  return 0;
}
