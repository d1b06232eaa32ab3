// nan("") is a NaN: it is not equal to itself, so this assertion fails.
#include <assert.h>
#include <math.h>
int main(void) {
  double n = nan("");
  assert(n == n);
  return 0;
}
