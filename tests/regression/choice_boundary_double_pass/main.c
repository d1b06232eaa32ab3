#include <assert.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x == x) assert(x < 1e300 || x > 1e308); /* DBL_MAX and inf are above, the rest below */
  return 0;
}
