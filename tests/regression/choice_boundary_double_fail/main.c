#include <assert.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  assert(x == x); /* NaN is one of the boundary values */
  return 0;
}
