#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int average(int total, int count) {
  return total / count;
}

int main(void) {
  int total = __VERIFIER_nondet_int();
  int count = __VERIFIER_nondet_int();
  __VERIFIER_assume(total >= 0 && total <= 1000);
  __VERIFIER_assume(count >= 0 && count <= 10);
  int avg;
  if (count != 0)
    avg = average(total, count);
  else
    avg = 0;
  assert(17 / 5 == 3 && 17 % 5 == 2);
  return avg < 0;
}
