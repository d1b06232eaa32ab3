#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 10);
  assert(x > 5);
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(y % 2 == 0);
  assert(y != 7 && y + 1 != 0);
  return 0;
}
