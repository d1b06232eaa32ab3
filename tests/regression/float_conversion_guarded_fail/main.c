// One past the range: 2^31 truncates to 2^31, which int cannot hold.
#include <assert.h>
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double h = __VERIFIER_nondet_double();
  if (h > -2147483649.0 && h <= 2147483648.0) {
    int k = (int)h; /* fails for exactly 2^31 */
    return k & 1;
  }
  return 0;
}
