// (int) of a NaN, an infinity or a double out of int's range is undefined
// in C. The [float-conversion] property is not built yet: the paths where
// it happens are UNKNOWN, never VERIFIED.
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double h = __VERIFIER_nondet_double();
  int k = (int)h;
  assert(k == k);
  return 0;
}
