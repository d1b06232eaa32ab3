// fmod's result has the sign of x: for a negative x it is not >= 0.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= -100.0 && x <= 100.0);
  double r = fmod(x, 3.0);
  assert(r > -3.0 && r < 3.0);
  assert(r >= 0.0);
  return 0;
}
