// --nan-check: sqrt of a negative number is a new NaN.
#include <math.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x > -4.0 && x < 4.0) {
    double r = sqrt(x); /* fails for x < 0 */
    return r > 1.0;
  }
  return 0;
}
