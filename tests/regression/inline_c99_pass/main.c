#include <assert.h>
inline int twice(int x) { return 2 * x; }
int main(void) {
  assert(twice(3) == 6);
  return 0;
}
