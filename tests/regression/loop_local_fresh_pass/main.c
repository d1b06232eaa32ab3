/* Declared outside the loop, the variable keeps its value across iterations. */
#include <assert.h>
int main(void) {
  int x;
  for (int k = 0; k < 2; k++) {
    if (k == 0) x = 5;
    else assert(x == 5);
  }
  return 0;
}
