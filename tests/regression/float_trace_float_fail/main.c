// The trace shows floats exactly: a float's shortest decimal is its own
// ("0.1", not the double 0.1's 17 digits), its hex literal is exact
// (a float widens to double exactly), subnormals and -infinity included.
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  float tenth = __VERIFIER_nondet_float();
  __VERIFIER_assume(tenth == 0.1f);
  float tiny = __VERIFIER_nondet_float();
  __VERIFIER_assume(tiny > 0.0f && tiny < 0x1p-148f); /* the least subnormal only */
  float low = __VERIFIER_nondet_float();
  __VERIFIER_assume(low < -0x1.fffffep+127f);       /* -infinity only */
  float scaled = tenth * 10.0f;
  assert(scaled != 1.0f || tiny == 0.0f);            /* 0.1f * 10 rounds to 1 */
  return 0;
}
