// frexp and ldexp (libc/models/math.c) are exact for every finite double,
// subnormals included: frexp's significand is in [0.5, 1) and ldexp puts
// it back; ldexp rounds a subnormal result to nearest-even.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(isfinite(x) && x != 0.0);
  int e;
  double m = frexp(x, &e);
  assert(fabs(m) >= 0.5 && fabs(m) < 1.0);
  assert(ldexp(m, e) == x);
  assert(frexp(8.0, &e) == 0.5 && e == 4);
  assert(frexp(0x1p-1074, &e) == 0.5 && e == -1073);
  assert(ldexp(1.0, -1074) == 0x1p-1074 && ldexp(1.0, 1024) == INFINITY);
  assert(ldexp(0.5, -1074) == 0.0 && ldexp(0.75, -1074) == 0x1p-1074 && ldexp(1.5, -1074) == 0x1p-1073);
  assert(scalbn(3.0, 2) == 12.0);
  assert(frexpf(3.0f, &e) == 0.75f && e == 2);
  assert(ldexpf(1.0f, -149) == 0x1p-149f && ldexpf(1.0f, -150) == 0.0f && ldexpf(1.0f, 128) == INFINITY);
  return 0;
}
