// k-induction must not prove this: an unsigned char counter wraps to 0
// after 255 passes.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned char c = 1;
  while (__VERIFIER_nondet_int()) {
    c++;
    assert(c != 0);
  }
  return 0;
}
