#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 32);
  /* bits shifted out on the left are lost */
  assert(((u << k) >> k) == u);
  return 0;
}
