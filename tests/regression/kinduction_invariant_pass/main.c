// k-induction with an invariant: the assertion after the loop is not
// inductive on its own (x could be anything at the header), but the bounds
// 0 <= x <= 100, proven inductive first (Houdini), make the step succeed.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 100) x++;
  }
  assert(x <= 100);
  return 0;
}
