/* SV-COMP's unreach-call through qsort: the sorted order is never violated,
   and reach_error is reached when the unknown element is 4. */
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
static int by_value(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
int main(void) {
  int v[3] = {__VERIFIER_nondet_int(), 5, 1};
  qsort(v, 3, sizeof v[0], by_value);
  if (v[0] > v[1] || v[1] > v[2]) return 1;
  if (v[0] == 1 && v[1] == 4 && v[2] == 5) reach_error();
  return 0;
}
