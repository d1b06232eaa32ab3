/* bsearch finds every element of a sorted array, and the comparator gets
   the key first. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static int by_value(const void *key, const void *element) {
  int x = *(const int *)key, y = *(const int *)element;
  return (x > y) - (x < y);
}
int main(void) {
  int v[7] = {1, 3, 4, 8, 10, 15, 20};
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i >= 7) return 0;
  int key = v[i];
  int *found = bsearch(&key, v, 7, sizeof v[0], by_value);
  assert(found == &v[i]);
  int absent = 9;
  assert(bsearch(&absent, v, 7, sizeof v[0], by_value) == NULL);
  return 0;
}
