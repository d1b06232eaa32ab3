/* Every read of t in one iteration sees the same unknown value (the
 * assertion on line 8 holds), but each iteration's t is a new object
 * (C11 6.2.4p6) whose value is unknown again: it need not be the 2 the
 * previous iteration wrote (an optimised build may not keep it). */
#include <assert.h>
int main(void) {
  for (int i = 0; i < 3; i++) {
    int t;
    if (t > 5) assert(t > 0);
    if (i > 0) assert(t == 2);
    t = 2;
  }
  return 0;
}
