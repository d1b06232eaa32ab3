/* The comparator really runs: on its third call it dereferences NULL (as
   an unmodelled qsort, never calling it, this was VERIFIED). */
#include <stdlib.h>
static int calls;
static int *missing;
static int by_value(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  if (++calls == 3) return *missing;
  return (x > y) - (x < y);
}
int main(void) {
  int v[3] = {3, 1, 2};
  qsort(v, 3, sizeof v[0], by_value);
  return v[0];
}
