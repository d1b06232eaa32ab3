/* Writing through the alias changes the aliased global. */
#include <assert.h>
int target = 5;
extern int other_name __attribute__((alias("target")));
int main(void) {
  other_name = 7;
  assert(target == 5);
  return 0;
}
