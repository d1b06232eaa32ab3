#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  assert(a + b != 3);
  return 0;
}
