/*
 * lowpass.c: a first-order low-pass filter y += ALPHA (x - y) over STEPS
 * samples x in [-1, 1] (float), starting from rest.
 * Correct: VERIFIED at --depth STEPS: with 0 < ALPHA <= 1 the output is a
 *          convex combination of the samples and stays in [-1, 1].
 * -DBUG: ALPHA = 1.5, an overshooting filter: two samples of opposite sign
 *        push y out of range ([assertion]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

#ifndef STEPS
#define STEPS 4
#endif
#ifdef BUG
#define ALPHA 1.5f
#else
#define ALPHA 0.25f
#endif

int main(void) {
  float y = 0.0f;
  for (int i = 0; i < STEPS; ++i) {
    float x = __VERIFIER_nondet_float();
    __VERIFIER_assume(x >= -1.0f && x <= 1.0f);
    y += ALPHA * (x - y);
    assert(y >= -1.0f && y <= 1.0f);
  }
  return 0;
}
