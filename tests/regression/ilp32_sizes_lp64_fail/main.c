// ILP32 (--32): pointers, long and size_t are 32 bits.
#include <assert.h>
#include <stddef.h>
int main(void) {
  assert(sizeof(void *) == 4 && sizeof(long) == 4 && sizeof(size_t) == 4);
  return 0;
}
