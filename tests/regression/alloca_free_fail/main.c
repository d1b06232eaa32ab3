// alloca() memory lives on the caller's stack: freeing it is an invalid
// free (SV-COMP's freeAlloca expects valid-free to fail).
extern void *alloca(unsigned long size);
#include <stdlib.h>
int main(void) {
  char *p = alloca(10);
  p[9] = 1;
  free(p);
  return 0;
}
