// Two live blocks never share an address: q == p is false, q is freed once.
#include <stdlib.h>
int main(void) {
  int *p = malloc(4);
  int *q = malloc(4);
  if (q == p) free(q);
  free(q);
  free(p);
  return 0;
}
