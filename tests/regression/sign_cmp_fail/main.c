#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -5 && a <= 5);
  unsigned limit = 10;
  /* a negative a compares as a huge unsigned value */
  assert(a < limit);
  return 0;
}
