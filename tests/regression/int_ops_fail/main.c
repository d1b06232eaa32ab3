#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -50 && x <= 50);
  assert(x / 4 * 4 + x % 4 == x);
  /* >> rounds toward minus infinity, / toward zero: differ for negative odd x */
  assert((x >> 1) == x / 2);
  return 0;
}
