/* Elements of 16 bytes holding a pointer: moved whole, sorted by key,
   equal keys keep their order (stable, as glibc's merge sort), and the
   pointers still point to their names. */
#include <assert.h>
#include <stdlib.h>
struct entry {
  int key;
  const char *name;
};
static int by_key(const void *a, const void *b) {
  const struct entry *x = a, *y = b;
  return (x->key > y->key) - (x->key < y->key);
}
int main(void) {
  struct entry e[4] = {{7, "g"}, {2, "b"}, {7, "h"}, {1, "a"}};
  qsort(e, 4, sizeof e[0], by_key);
  assert(e[0].key == 1 && e[0].name[0] == 'a');
  assert(e[1].key == 2 && e[1].name[0] == 'b');
  assert(e[2].name[0] == 'g' && e[3].name[0] == 'h');
  return 0;
}
