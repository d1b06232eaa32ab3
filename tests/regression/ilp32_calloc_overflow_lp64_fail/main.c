// calloc(65536, 65536) overflows a 32-bit size_t: it returns NULL under
// ILP32 (the same program allocates 4 GiB under LP64 and fails there).
#include <assert.h>
#include <stdlib.h>
int main(void) {
  char *p = calloc(65536, 65536);
  assert(p == NULL);
  return 0;
}
