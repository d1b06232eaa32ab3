#include <assert.h>
static int divide(int a, int b) { return a / b; }
extern int __VERIFIER_nondet_int(void);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
int (*operations[4])(int, int) = {add, sub, mul, divide};
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3) return 0;
  int r = operations[i](6, 3);
  assert(r == 9 || r == 3 || r == 18 || r == 2);
  return 0;
}
