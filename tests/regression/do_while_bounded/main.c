#include <assert.h>

int main(void) {
  int i = 0, sum = 0;
  do {
    sum += i;
  } while (++i < 10);
  assert(sum == 45 && i == 10);
  return 0;
}
