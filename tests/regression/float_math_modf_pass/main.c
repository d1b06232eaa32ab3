// modf (libc/models/math.c) splits any finite double exactly into an
// integral part and a fraction of the same sign; infinities and modff.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(isfinite(x));
  double integral;
  double fraction = modf(x, &integral);
  assert(integral + fraction == x);
  assert(fabs(fraction) < 1.0);
  assert(signbit(fraction) == signbit(x));
  double again;
  assert(modf(3.0, &again) == 0.0 && again == 3.0);
  assert(modf(-INFINITY, &again) == 0.0 && again == -INFINITY);
  float fi;
  assert(modff(-2.5f, &fi) == -0.5f && fi == -2.0f);
  return 0;
}
