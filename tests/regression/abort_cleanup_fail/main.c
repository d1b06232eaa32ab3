// abort() ends the program with a block still allocated: a memory-cleanup
// failure (SV-COMP valid-memcleanup), as for exit() and return.
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof *p);
  if (!p) return 0;
  *p = 1;
  abort();
}
