#include <assert.h>

int main(void) {
  int n = 12, steps = 0;
  while (n > 0) {
    n -= 1;
    steps++;
  }
  assert(steps == 12);
  return 0;
}
