// __VERIFIER_nondet_double: any bit pattern; assumptions narrow it.
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.0 && x <= 2.0);
  double y = x * x;
  assert(y >= 1.0 && y <= 4.0);  /* rounding is monotonic */
  assert(y >= x);
  assert(x / 2.0 * 2.0 == x);    /* exact: a power of two */
  return 0;
}
