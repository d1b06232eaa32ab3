// k-induction must not prove this: x steps by 2, but each time the
// unsigned char counter c wraps to 0 (every 256 passes) x steps by 1.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned int x = 0;
  unsigned char c = 1;
  while (__VERIFIER_nondet_int()) {
    c++;
    x += c == 0 ? 1 : 2;
    assert(x % 2 == 0);
  }
  return 0;
}
