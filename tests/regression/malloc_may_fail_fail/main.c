#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  /* BUG: no NULL check */
  *p = 1;
  free(p);
  return 0;
}
