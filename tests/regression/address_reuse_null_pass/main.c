// A freed block's address may be reused by another block, but never by
// NULL or a function: after free, p != NULL still holds (regression: the
// first version of address reuse let a dead pointer equal NULL).
#include <assert.h>
#include <stdlib.h>
static void handler(void) {}
int main(void) {
  int *p = malloc(4);
  if (!p) return 0;
  free(p);
  assert(p != NULL);
  assert((void *)p != (void *)handler);
  return 0;
}
