// --nan-check: bounded operands make no NaN by + - * (infinities could:
// inf + -inf), nonzero divisors none by /, and a NaN that only propagates
// (NaN * 2) is no violation (CBMC's semantics: only a new NaN is).
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);

int main(void) {
  double x = __VERIFIER_nondet_double(), y = __VERIFIER_nondet_double();
  float f = __VERIFIER_nondet_float();
  double r = 0.0;
  if (fabs(x) < 1e100 && fabs(y) < 1e100) {
    r = x + y;
    r = r + x * y;
    if (y != 0.0) r = r + x / y;
  }
  if (isnan(f)) f = f * 2.0f;
  if (x >= 0.0) r = r + sqrt(x);
  return r > 1.0 && f > 0.0f;
}
