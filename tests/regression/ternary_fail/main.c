#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int abs_x = x < 0 ? -x : x;
  /* fails for x == INT_MIN: -INT_MIN wraps to INT_MIN */
  assert(abs_x >= 0);
  return 0;
}
