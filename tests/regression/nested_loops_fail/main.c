#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 4);
  int count = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      count++;
  assert(count != 9);
  return 0;
}
