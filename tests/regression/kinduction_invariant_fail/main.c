// k-induction must not prove this: x <= 100 holds on entry and looks like
// an invariant, but the loop can step from 100 to 101 (after 101 passes),
// so Houdini drops it and no step succeeds within --max-k.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x <= 100) x++;
  }
  assert(x <= 100);
  return 0;
}
