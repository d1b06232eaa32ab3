// frexp's exponent of a large double exceeds 1000.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  int e;
  frexp(x, &e);
  assert(e <= 1000);
  return 0;
}
