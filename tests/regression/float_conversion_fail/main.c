// Above 2^24 a float cannot hold every int: the round trip loses bits.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 0 && n < (1 << 26)) {
    float f = (float)n;
    assert((int)f == n);  /* fails, e.g. for 2^24 + 1 */
  }
  return 0;
}
