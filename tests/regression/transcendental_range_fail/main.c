// exp underflows to +0 (for x = -infinity exactly, and for large negative
// x): exp(x) > 0 can fail, and the verdict says the counterexample rests on
// the over-approximated exp.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(!isnan(x));
  double e = exp(x);
  assert(e > 0.0);
  return 0;
}
