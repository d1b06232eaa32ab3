#include <assert.h>
int nondet_int(void);
void __CPROVER_assume(_Bool assumption);

int main(void) {
  int x = nondet_int();
  int mode = nondet_int();
  if (mode)
    __CPROVER_assume(x > 0);
  /* on the mode == 0 path x is unconstrained */
  assert(x > 0);
  return 0;
}
