/* The remainder takes the dividend's sign: div(-7, 2).rem is -1. */
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= -9 && n <= 9);
  div_t d = div(n, 2);
  assert(d.rem >= 0);
  return 0;
}
