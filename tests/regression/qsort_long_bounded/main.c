/* Twelve elements: the model's loops are unrolled like the program's, so
   qsort needs --depth 11; at 8 the proof is BOUNDED naming its loop. */
#include <assert.h>
#include <stdlib.h>
static int by_value(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
int main(void) {
  int v[12] = {5, 3, 9, 1, 12, 7, 2, 8, 11, 4, 10, 6};
  qsort(v, 12, sizeof v[0], by_value);
  assert(v[0] == 1);
  return 0;
}
