#include <assert.h>

int fact(int n) {
  if (n <= 1)
    return 1;
  return n * fact(n - 1);
}

int main(void) {
  assert(fact(5) == 100);
  return 0;
}
