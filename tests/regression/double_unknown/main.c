#include <assert.h>
extern int __VERIFIER_nondet_int(void);

double scale(double x) {
  return x * 2.5;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  double d = scale(n);
  assert(d < 1e12);
  return 0;
}
