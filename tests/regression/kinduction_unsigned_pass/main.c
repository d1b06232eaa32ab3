// k-induction on an unsigned counter: the bounds proven on its phi are
// signed (x >= 0, x <= 100); a correctness witness states them in C only
// when C reads them the same way.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned x = 0;
  signed char c = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 100) x++;
    if (c < 50) c++;
  }
  assert(x <= 100);
  assert(c <= 50);
  return 0;
}
