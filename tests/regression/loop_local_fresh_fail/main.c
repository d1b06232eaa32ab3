/* A variable declared in a loop body is a new object in every iteration
   (C11 6.2.4p6): uninitialised, it need not hold the last iteration's
   value (an optimised build may keep it anywhere). */
#include <assert.h>
int main(void) {
  for (int k = 0; k < 2; k++) {
    int x;
    if (k == 0) x = 5;
    else assert(x == 5);
  }
  return 0;
}
