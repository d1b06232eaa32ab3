/* A C99 inline definition without extern: clang -O0 emits no body, but the
   body is right here, so the call is checked, not assumed. */
#include <assert.h>
inline int twice(int x) { return 2 * x + (x == 3); }
int main(void) {
  assert(twice(3) == 6);
  return 0;
}
