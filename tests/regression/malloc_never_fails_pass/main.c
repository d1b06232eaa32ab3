#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  /* without --malloc-may-fail malloc succeeds, as in CBMC */
  *p = 1;
  free(p);
  return 0;
}
