#include <assert.h>

int main(void) {
  int log[100];
  for (int i = 0; i < 100; i++) {
    log[i] = i;
    if (i == 50)
      assert(log[i - 1] == i);
  }
  return 0;
}
