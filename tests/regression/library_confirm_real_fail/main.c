/* sleep has no model, so its result is any value; natively sleep(0) is 0,
   and the store overflows a[] for that value too: the native replay
   confirms the counterexample and FAILED stands. */
#include <unistd.h>
int main(void) {
  int a[2] = {0, 0};
  unsigned left = sleep(0);
  if (left < 100) a[left + 2] = 1;
  return a[0];
}
