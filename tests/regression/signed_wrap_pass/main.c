#include <assert.h>
#include <limits.h>

int main(void) {
  /* signed overflow is not a property: the model wraps (two's complement) */
  int m = INT_MAX;
  m = m + 1;
  assert(m == INT_MIN);
  int n = INT_MIN;
  n = -n;
  assert(n == INT_MIN);
  int p = 65536;
  p = p * 65536;
  assert(p == 0);
  int q = INT_MIN;
  q = q - 1;
  assert(q == INT_MAX);
  long long big = LLONG_MAX;
  big = big + 1;
  assert(big == LLONG_MIN);
  return 0;
}
