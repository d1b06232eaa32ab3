// With --no-float-conversion-check the undefined conversion of
// float_conversion_range_fail is any value: VERIFIED, not UNKNOWN (no cut);
// a defined one keeps its exact value.
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double h = __VERIFIER_nondet_double();
  int k = (int)h;
  if (h == -2.5) assert(k == -2);
  return k & 1;
}
