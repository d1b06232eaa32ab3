#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  int f = fib(n);
  assert(f != 5);
  return 0;
}
