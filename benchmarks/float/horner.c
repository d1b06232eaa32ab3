/*
 * horner.c: a cubic evaluated by Horner's rule at x in [0, 1] (float),
 * compared with its values at the ends of the interval.
 * Correct: VERIFIED at --depth 1: with non-negative coefficients every
 *          step is monotone in x (rounding is monotone too), so
 *          p(0) <= p(x) <= p(1).
 * -DBUG: a negative coefficient makes p dip below p(0) inside the
 *        interval ([assertion]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

#ifdef BUG
static const float coefficients[4] = {1.0f, -0.75f, 0.5f, 0.25f}; /* c0 + c1 x + ... */
#else
static const float coefficients[4] = {1.0f, 0.75f, 0.5f, 0.25f};
#endif

static float horner(float x) {
  float value = 0.0f;
  for (int i = 3; i >= 0; --i) value = value * x + coefficients[i];
  return value;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
  float at_x = horner(x);
  assert(at_x >= horner(0.0f) && at_x <= horner(1.0f));
  return 0;
}
