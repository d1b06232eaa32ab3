#include <assert.h>
int nondet_int(void);
void __CPROVER_assume(_Bool assumption);

int main(void) {
  int a = nondet_int();
  __CPROVER_assume(a >= 1 && a <= 3);
  int b = nondet_int();
  __CPROVER_assume(b > a);
  assert(b >= 2);
  return 0;
}
