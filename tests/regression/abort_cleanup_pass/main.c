// abort() after freeing everything: nothing to clean up; the leak check is
// not run at abort (blocks the active frames point to are still tracked).
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof *p);
  int *q = malloc(sizeof *q);
  free(p);
  free(q);
  abort();
}
