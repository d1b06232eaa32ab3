// With --no-float-conversion-check an undefined conversion is no violation
// and no cut: its result is any value (x86 would give INT_MIN, an optimiser
// anything), so this assertion can fail.
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double h = __VERIFIER_nondet_double();
  if (h > 3e9) {
    int k = (int)h;
    assert(k != 12345); /* fails: k is free */
  }
  return 0;
}
