// k-induction must not prove this: x steps by 2 directly, and by 1 through
// a pointer to it once n reaches 500, so x's parity is not kept.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned int x = 0, n = 0;
  unsigned int* p = &x;
  while (__VERIFIER_nondet_int()) {
    x += 2;
    n++;
    if (n == 500) *p += 1;
    assert(x % 2 == 0);
  }
  return 0;
}
