// A freed block's address may be handed out again: q == p can hold, and
// then q is freed twice (SV-COMP's cmp-freed-ptr expects valid-free to fail).
#include <stdlib.h>
int main(void) {
  int *p = malloc(4);
  free(p);
  int *q = malloc(4);
  if (q == p) free(q);
  free(q);
  return 0;
}
