#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int k = 0;
  while (__VERIFIER_nondet_int()) {
    __VERIFIER_assume(k < 5);
    k++;
  }
  assert(k <= 5);
  return 0;
}
