/* Pointer arithmetic, comparison, difference, integer round trips, pointers
 * stored in structs and arrays. */
#include <assert.h>
#include <stdint.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
struct pair { int *first; int *second; };
int main(void) {
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int i = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int();
  if (i < 0 || i > 7 || j < 0 || j > 7) return 0;
  int *p = a + i, *q = &a[j];
  assert((p < q) == (i < j) && (p == q) == (i == j));
  assert(q - p == j - i);
  uintptr_t bits = (uintptr_t)p;
  int *back = (int *)bits;
  assert(back == p && *back == i);
  struct pair s = {p, q};
  int *table[2] = {s.second, s.first};
  assert(*table[0] == j && *table[1] == i);
  ptrdiff_t distance = table[0] - a;
  assert(table[1][8 - i] != 99); /* BUG: p[8 - i] is a[8], one past the end */
  return 0;
}
