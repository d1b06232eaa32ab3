// fmax of two NaNs is a NaN: the only way fmax gives a NaN.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double(), y = __VERIFIER_nondet_double();
  double hi = fmax(x, y);
  assert(!isnan(hi));
  return 0;
}
