// llvm.powi on double (__builtin_powi): x^3 is x * (x * x), and constant
// operands fold (0.5^-3 = 1 / 0.125, (-2)^11 by squaring).
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  if (d >= 1.0 && d <= 2.0) assert(__builtin_powi(d, 3) == d * (d * d));
  assert(__builtin_powi(0.5, -3) == 8.0 && __builtin_powi(-2.0, 11) == -2048.0);
  return 0;
}
