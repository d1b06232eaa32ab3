// llvm.powi (__builtin_powi, __builtin_powif) with a constant exponent: the
// products x86-64 makes, in its order (binary decomposition: x^5 is
// x * ((x * x) * (x * x))), a negative exponent 1 / x^-n, x^0 = 1 even for
// a NaN x; the rounding of every product is the circuit's.
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  assert(__builtin_powif(x, 0) == 1.0f);
  if (!isnan(x)) {
    float square = x * x;
    assert(__builtin_powif(x, 1) == x);
    assert(__builtin_powif(x, 5) == x * (square * square));
    assert(__builtin_powif(x, -2) == 1.0f / square);
  }
  double d = __VERIFIER_nondet_double();
  if (d >= 1.0 && d <= 2.0) assert(__builtin_powi(d, 3) == d * (d * d));
  assert(__builtin_powi(0.5, -3) == 8.0 && __builtin_powi(-2.0, 11) == -2048.0);
  return 0;
}
