/* The same pointer used while its block is still open. */
#include <assert.h>
int main(void) {
  int *q;
  int r;
  {
    int l = 5;
    q = &l;
    r = *q;
  }
  assert(r == 5);
  return 0;
}
