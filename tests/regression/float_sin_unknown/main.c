// sin() has no model yet (issue 31): UNKNOWN naming it, not a guess.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  double s = sin(x);
  assert(s <= 1.0 || isnan(s));
  return 0;
}
