// fmod and remainder (libc/models/math.c) are exact: on integer values
// they agree with C's integer % (both truncate the quotient), their sign is
// x's, remainder rounds the quotient to even; special cases as glibc.
#include <assert.h>
#include <math.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= -1000 && i <= 1000);
  double r = fmod((double)i, 7.0);
  assert(r == (double)(i % 7));
  assert(signbit(r) == signbit((double)i));
  assert(fmod(7.5, 2.0) == 1.5 && fmod(-7.5, 2.0) == -1.5);
  assert(fmod(0.1, 0.03) == 0x1.47ae147ae148p-7);  // glibc's exact result
  assert(remainder(7.5, 2.0) == -0.5);   // quotient 3.75 rounds to 4
  assert(remainder(5.0, 2.0) == 1.0);    // 2.5: to the even 2
  assert(remainder(7.0, 2.0) == -1.0);   // 3.5: to the even 4
  assert(remainder(3.0, 4.0) == -1.0);   // |x| < |y|, quotient 0.75 rounds to 1
  assert(isnan(fmod(1.0, 0.0)) && isnan(fmod(INFINITY, 2.0)) && isnan(remainder(1.0, 0.0)));
  assert(fmod(5.0, INFINITY) == 5.0 && remainder(5.0, -INFINITY) == 5.0);
  assert(fmodf(7.5f, 2.0f) == 1.5f && remainderf(7.5f, 2.0f) == -0.5f);
  return 0;
}
