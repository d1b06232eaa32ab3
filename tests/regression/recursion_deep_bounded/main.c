#include <assert.h>

int sum_to(int n) {
  if (n == 0)
    return 0;
  return n + sum_to(n - 1);
}

int main(void) {
  assert(sum_to(20) == 210);
  return 0;
}
