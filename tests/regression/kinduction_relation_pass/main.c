// k-induction with a relational invariant: x counts down while y counts
// up, so x + y stays n (proven inductive first); with it the assertion
// after the loop follows at k = 1.
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned x = n, y = 0;
  while (x > 0) {
    x--;
    y++;
  }
  assert(y == n);
  return 0;
}
