/* qsort calls the comparator and leaves the array in its order (as an
   unmodelled function it left {3, 1, 2} as it was: a false alarm). The
   unknown fourth element may land anywhere. */
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
static int by_value(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
int main(void) {
  int v[3] = {3, 1, 2};
  qsort(v, 3, sizeof v[0], by_value);
  assert(v[0] == 1 && v[1] == 2 && v[2] == 3);
  int w[4] = {4, 2, __VERIFIER_nondet_int(), 1};
  qsort(w, 4, sizeof w[0], by_value);
  assert(w[0] <= w[1] && w[1] <= w[2] && w[2] <= w[3]);
  assert(w[0] + w[1] + w[2] + w[3] - 7 != 4 || w[3] >= 4);
  return 0;
}
