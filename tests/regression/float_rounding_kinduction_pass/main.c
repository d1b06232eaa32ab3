// k-induction: a program that never sets the rounding mode keeps
// nearest-even at the loop header of the step case, and proves the loop.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  volatile double one = 1.0;
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    assert(one + 0x1p-60 == 1.0);
    i++;
  }
  return 0;
}
