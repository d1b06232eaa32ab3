/*
 * variance.c: mean and variance of N samples in [0, 100] (float).
 * Correct: VERIFIED at --depth N: the two-pass variance (the mean first,
 *          then the squared deviations) is never negative.
 * -DBUG: the one-pass textbook formula E[x^2] - E[x]^2 cancels
 *        catastrophically and can come out negative ([assertion]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

#ifndef N
#define N 3
#endif

int main(void) {
  float samples[N];
  float sum = 0.0f, squares = 0.0f;
  for (int i = 0; i < N; ++i) {
    samples[i] = __VERIFIER_nondet_float();
    __VERIFIER_assume(samples[i] >= 0.0f && samples[i] <= 100.0f);
    sum += samples[i];
    squares += samples[i] * samples[i];
  }
  float mean = sum / N;
#ifdef BUG
  float variance = squares / N - mean * mean;
#else
  float deviations = 0.0f;
  for (int i = 0; i < N; ++i) deviations += (samples[i] - mean) * (samples[i] - mean);
  float variance = deviations / N;
#endif
  assert(variance >= 0.0f);
  return 0;
}
