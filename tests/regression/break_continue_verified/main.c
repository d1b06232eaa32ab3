#include <assert.h>

int main(void) {
  int i = 0, evens = 0;
  while (1) {
    i++;
    if (i == 7)
      break;
    if (i % 2)
      continue;
    evens++;
  }
  assert(evens == 3 && i == 7);
  return 0;
}
