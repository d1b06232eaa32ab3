#include <stdlib.h>
int main(void) {
  char *p = malloc(8);
  if (!p) return 0;
  p++;
  free(p);
  return 0;
}
