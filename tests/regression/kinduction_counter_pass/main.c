// k-induction: a counter that saturates at 100 in an unbounded loop. BMC
// can only say BOUNDED; the assertion is inductive (k = 1).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 100) x++;
    assert(x <= 100);
  }
  return 0;
}
