#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x > 5);
  /* too late: an assumption constrains only the checks after it */
  __VERIFIER_assume(x > 10);
  return 0;
}
