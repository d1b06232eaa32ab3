// A nondeterministic double may be NaN, which is not equal to itself.
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x >= 0.0) assert(x == x);  /* holds: an ordered comparison excludes NaN */
  assert(x == x);                /* fails for NaN */
  return 0;
}
