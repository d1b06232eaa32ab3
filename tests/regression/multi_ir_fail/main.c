// main.c with lib.ll, hand-written IR that names no target: it takes
// main.c's. pick(x) is x + 1, so x = 4 breaks the assertion.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int pick(int x);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x < 10);
  assert(pick(x) != 5);
  return 0;
}
