/* Writes at symbolic indices, then reads (cell form of small
 * objects): aliasing of two symbolic indices, a write on one branch only
 * (merged per cell), a loop of write/read pairs, the same on a heap block of
 * constant size and one of symbolic size (which stays in the byte form). */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
extern void __VERIFIER_assert(int);

int a[16];

int main(void) {
  unsigned i = __VERIFIER_nondet_uint() % 16;
  unsigned j = __VERIFIER_nondet_uint() % 16;
  int v = __VERIFIER_nondet_int();
  a[i] = v;
  if (__VERIFIER_nondet_int()) a[j] = v + 1;
  __VERIFIER_assert(a[i] == v);  /* fails: i == j and the branch wrote v + 1 */
  __VERIFIER_assert(a[i] == v || a[i] == v + 1);
  __VERIFIER_assert(a[(i + 1) % 16] == 0 || (i + 1) % 16 == j);
  for (int t = 0; t < 6; t++) {
    unsigned x = __VERIFIER_nondet_uint() % 16;
    a[x] = t;
    __VERIFIER_assert(a[x] == t);
  }
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 8);
  int *fixed = malloc(8 * sizeof(int));
  int *sized = malloc(n * sizeof(int));
  if (!fixed || !sized) return 0;
  fixed[i % 8] = 7;
  sized[i % n] = 9;
  fixed[j % 8] = 5;
  sized[j % n] = 3;
  __VERIFIER_assert(fixed[i % 8] == 7 || i % 8 == j % 8);
  __VERIFIER_assert(sized[i % n] == 9 || i % n == j % n);
  __VERIFIER_assert(fixed[j % 8] == 5 && sized[j % n] == 3);
  free(fixed);
  free(sized);
  return 0;
}
