/* A key not in the array: bsearch returns NULL, and the program
   dereferences it. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static int by_value(const void *key, const void *element) {
  int x = *(const int *)key, y = *(const int *)element;
  return (x > y) - (x < y);
}
int main(void) {
  int v[5] = {2, 4, 6, 8, 10};
  int key = __VERIFIER_nondet_int();
  if (key < 0 || key > 12) return 0;
  int *found = bsearch(&key, v, 5, sizeof v[0], by_value);
  return *found;
}
