/* A variable declared in a loop body and read before it is written keeps
 * the value of the previous iteration, as compiled code does; within one
 * iteration all its reads agree. */
#include <assert.h>
int main(void) {
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int t;
    if (t == 1) total += t;
    assert(t != 1 || total >= 1);
    t = 2;
  }
  return 0;
}
