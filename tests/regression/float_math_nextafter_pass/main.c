// nextafter (libc/models/math.c) steps one representable value, across
// zero and to and from infinity; nextafterf on floats.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(isfinite(x));
  double up = nextafter(x, INFINITY);
  assert(up > x);
  assert(nextafter(up, -INFINITY) == x);
  assert(nextafter(1.0, 2.0) == 1.0 + 0x1p-52 && nextafter(0.0, -1.0) == -0x1p-1074);
  assert(nextafter(0x1.fffffffffffffp1023, INFINITY) == INFINITY);
  assert(isnan(nextafter(NAN, 1.0)) && nextafter(2.0, 2.0) == 2.0);
  assert(nextafterf(1.0f, 0.0f) == 1.0f - 0x1p-24f);
  return 0;
}
