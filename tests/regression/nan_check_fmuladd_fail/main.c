// --nan-check in a * b + c, which clang contracts into llvm.fmuladd: the
// product 0 * inf is a new NaN.
#include <math.h>
extern double __VERIFIER_nondet_double(void);

double mac(double a, double b, double c) { return a * b + c; }

int main(void) {
  double a = __VERIFIER_nondet_double(), b = __VERIFIER_nondet_double();
  if (isinf(b) && a < 1.0 && a > -1.0) return mac(a, b, 1.0) > 0.0; /* fails for a = 0 */
  return 0;
}
