// k-induction must not prove this: the global g steps by 2 in main's loop,
// and the called function bump() adds 1 to it when n reaches 400.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

unsigned int g = 0;
void bump(unsigned int n) {
  if (n == 400) g += 1;
}

int main(void) {
  unsigned int n = 0;
  while (__VERIFIER_nondet_int()) {
    g += 2;
    n++;
    bump(n);
    assert(g % 2 == 0);
  }
  return 0;
}
