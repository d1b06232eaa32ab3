#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

void check(int v) {
  if (v < -5)
    exit(2);
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 5)
    exit(0);
  check(x);
  assert(x >= -5);
  assert(x < 5);
  return 0;
}
