// k-induction on an unsigned counter above INT_MAX: its signed bounds are
// negative, so the correctness witness states only the unsigned ones.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned x = 3000000000u;
  while (__VERIFIER_nondet_int()) {
    if (x < 3000000100u) x++;
  }
  assert(x >= 3000000000u && x <= 3000000100u);
  return 0;
}
