// twice is declared without a prototype (as old C code does): no type
// conflict with lib.c's definition, and the call passes its int.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int twice();

int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -1000 && x < 1000);
  assert(twice(x) == x + x);
  return 0;
}
