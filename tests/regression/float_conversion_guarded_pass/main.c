// A conversion guarded by a range check is defined: truncation toward zero
// keeps anything above -2^31 - 1 and below 2^31 inside int (and a NaN
// fails both comparisons).
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double h = __VERIFIER_nondet_double();
  if (h > -2147483649.0 && h < 2147483648.0) {
    int k = (int)h;
    assert(k >= -2147483647 - 1);
    return k & 1;
  }
  return 0;
}
