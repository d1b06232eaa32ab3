// (int) of a NaN, an infinity or a double out of int's range is undefined
// in C: the [float-conversion] property, checked by default.
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double h = __VERIFIER_nondet_double();
  int k = (int)h; /* fails, e.g. for 3e9 */
  return k & 1;
}
