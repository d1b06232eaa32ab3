/*
 * newton_sqrt.c: the square root of x in [1, 100] by ITERATIONS Newton
 * steps y = (y + x / y) / 2 from y = (x + 1) / 2 (float), checked by
 * squaring back.
 * Correct: VERIFIED at --depth ITERATIONS (6): |y*y - x| <= 2^-16 x.
 * -DBUG: 3 steps only; for x near 100 the iteration is still far from the
 *        root ([assertion]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

#ifdef BUG
#define ITERATIONS 3
#else
#define ITERATIONS 6
#endif

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 1.0f && x <= 100.0f);
  float y = (x + 1.0f) / 2.0f;
  for (int i = 0; i < ITERATIONS; ++i) y = (y + x / y) / 2.0f;
  float residual = y * y - x;
  if (residual < 0) residual = -residual;
  assert(residual <= 0x1p-16f * x);
  return 0;
}
