/*
 * kahan.c: compensated (Kahan) summation of N float samples in [1, 2],
 * compared with their exact sum (in double: N floats in [1, 2] add up
 * exactly there).
 * Correct: VERIFIED at --depth N: the compensated sum is within 2^-20 of
 *          the exact sum, relatively (Kahan's bound: about 2^-23).
 * -DBUG: the plain running sum claimed to meet a bound of 2^-26, tighter
 *        than its rounding errors allow ([assertion]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

#ifndef N
#define N 4
#endif

int main(void) {
  float sum = 0.0f, compensation = 0.0f;
  double exact = 0.0;
  for (int i = 0; i < N; ++i) {
    float x = __VERIFIER_nondet_float();
    __VERIFIER_assume(x >= 1.0f && x <= 2.0f);
    exact += x;
#ifdef BUG
    sum += x;
#else
    float y = x - compensation;
    float t = sum + y;
    compensation = (t - sum) - y;
    sum = t;
#endif
  }
  double error = sum - exact;
  if (error < 0) error = -error;
#ifdef BUG
  assert(error <= 0x1p-26 * exact);
#else
  assert(error <= 0x1p-20 * exact);
#endif
  return 0;
}
