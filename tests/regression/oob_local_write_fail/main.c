#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int buf[8] = {0};
  int idx = __VERIFIER_nondet_int();
  __VERIFIER_assume(idx >= 0 && idx <= 8);
  buf[idx] = 1;
  assert(buf[idx] == 1);
  return 0;
}
