// modf's fraction of a negative non-integer is negative.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double integral;
  double fraction = modf(x, &integral);
  assert(!(fraction < 0.0));
  return 0;
}
