#include <assert.h>
double nondet_double(void);
int main(void) {
  double x = nondet_double(), y = nondet_double();
  double z = x * y;
  if (z == 6.0 && x > 1.0 && x < 2.0) assert(0);
  return 0;
}
