// k-induction must not prove this: x + y stays n except in the pass where
// y reaches 300, so for n > 300 the assertion fails; Houdini drops the
// relation and no step succeeds within --max-k.
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned x = n, y = 0;
  while (x > 0) {
    x--;
    y++;
    if (y == 300) y++;
  }
  assert(y == n);
  return 0;
}
