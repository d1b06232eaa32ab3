// llvm.powi (__builtin_powif) with a constant exponent: the products
// x86-64 makes, in its order (binary decomposition: x^5 is
// x * ((x * x) * (x * x))), a negative exponent 1 / x^-n, x^0 = 1 even for
// a NaN x; the rounding of every product is the circuit's. (The double
// case is float_powi_double_pass: together in one query Z3 took minutes.)
#include <assert.h>
#include <math.h>
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  assert(__builtin_powif(x, 0) == 1.0f);
  if (!isnan(x)) {
    float square = x * x;
    assert(__builtin_powif(x, 1) == x);
    assert(__builtin_powif(x, 5) == x * (square * square));
    assert(__builtin_powif(x, -2) == 1.0f / square);
  }
  return 0;
}
