// A negative base to an odd power is negative (or -0, -inf): the model
// keeps the sign, so a cube assumed positive fails for every x < 0.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x < 0) assert(pow(x, 3.0) > 0);
  return 0;
}
