// Stepping towards zero reaches zero from the smallest subnormal.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > 0.0);
  assert(nextafter(x, 0.0) != 0.0);
  return 0;
}
