#include <assert.h>
extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  long x = __VERIFIER_nondet_long();
  __VERIFIER_assume(x >= 0 && x < (1L << 40));
  int t = (int)x;  /* truncation keeps the low 32 bits */
  assert(t >= 0);
  return 0;
}
