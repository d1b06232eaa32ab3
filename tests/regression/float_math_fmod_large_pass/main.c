// fmod of a quotient beyond 2^75 is over-approximated (libc/models/math.c:
// the exact integer quotient would not fit 128 bits): any value below |y|
// with x's sign, and the verdict names fmod.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(isfinite(x));
  double r = fmod(x, 3.0);
  assert(fabs(r) < 3.0 && signbit(r) == signbit(x));
  return 0;
}
