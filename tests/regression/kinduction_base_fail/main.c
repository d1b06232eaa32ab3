// k-induction: the base case (BMC at depth k) finds the bug in pass 5.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    x += 2;
    assert(x != 10);
  }
  return 0;
}
