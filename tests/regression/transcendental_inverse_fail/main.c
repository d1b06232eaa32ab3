// log1p(x) for x in (-1, 0) is negative, not >= 0.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > -1.0);
  assert(log1p(x) >= 0.0);
  return 0;
}
