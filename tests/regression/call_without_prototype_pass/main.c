// A call through a declaration without prototype whose argument never
// trips the callee's assertion; an implicitly declared function too.
#include <assert.h>
void check();
int main(void) {
  long value = 2;
  check(value);
  return twice(3) == 6 ? 0 : 1;
}
void check(int a) { assert(a != 1); }
int twice(int v) { return 2 * v; }
