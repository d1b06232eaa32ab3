#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int histogram[10];

void count(int value) {
  histogram[value / 10]++;
}

int main(void) {
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= 0 && v <= 100);
  count(v);
  assert(histogram[v / 10] == 1);
  return 0;
}
