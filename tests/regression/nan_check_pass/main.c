// --nan-check: bounded operands make no NaN by + - * (infinities could:
// inf + -inf), nonzero divisors none by /, sqrt of a non-negative none,
// and a NaN that only propagates (NaN * 2) is no violation (CBMC's
// semantics: only a new NaN is).
#include <math.h>
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float x = __VERIFIER_nondet_float(), y = __VERIFIER_nondet_float();
  float r = 0.0f;
  if (fabsf(x) < 1e10f && fabsf(y) < 1e10f) {
    r = x * y - x;
    if (y != 0.0f) r = r + x / y;  /* may be inf (x / tiny y), never a NaN */
  }
  if (isnan(x)) r = x * 2.0f;
  if (y >= 0.0f) r = sqrtf(y);
  return r > 1.0f;
}
