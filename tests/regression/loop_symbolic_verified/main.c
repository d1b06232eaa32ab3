#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 8);
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += 2;
  assert(sum == 2 * n);
  return 0;
}
