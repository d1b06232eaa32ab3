/* rand may return more than a billion (glibc's first value, unseeded, is
 * 1804289383). */
#include <assert.h>
#include <stdlib.h>

int main(void) {
  int r = rand();
  assert(r < 1000000000);
  return 0;
}
