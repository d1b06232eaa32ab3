#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  assert(0);  /* not analysed: --entry selects helper */
  return 0;
}

int helper(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0)
    assert(x >= 1);
  return x;
}
