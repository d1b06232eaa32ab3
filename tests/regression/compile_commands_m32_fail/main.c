// Built with the database's -m32: long is 4 bytes, the assertion fails.
#include <assert.h>

int main(void) {
  assert(sizeof(long) == 8);
  return 0;
}
