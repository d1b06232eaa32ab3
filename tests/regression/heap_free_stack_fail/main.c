#include <stdlib.h>
int main(void) {
  int local = 1;
  int *p = &local;
  free(p);
  return 0;
}
