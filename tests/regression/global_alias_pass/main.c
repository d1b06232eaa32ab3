/* A global alias names the same object (and a function alias the same function). */
#include <assert.h>
int target = 5;
extern int other_name __attribute__((alias("target")));
int twice(int x) { return 2 * x; }
int doubled(int x) __attribute__((alias("twice")));
int main(void) {
  other_name = 7;
  assert(target == 7);
  assert(doubled(target) == 14);
  return 0;
}
