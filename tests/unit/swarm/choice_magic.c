/* choice_plan_test.cpp: a bug only for x == 7; safe for every other x. */
#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 100) return 0;
  assert(x != 7);
  return 0;
}
