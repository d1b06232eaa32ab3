#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  int a[5] = {10, 20, 30, 40, 50};
  int *p = a + 1;
  assert(*p == 20 && *(p + 2) == 40 && p[3] == 50);
  assert(p - a == 1);
  int sum = 0;
  int *end = a + 5;
  for (int *q = a; q != end; q++)
    sum += *q;
  assert(sum == 150);
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k <= 3);
  int *r = p + k;
  assert(r - a == k + 1);
  assert(*r == 10 * (k + 2));
  return 0;
}
