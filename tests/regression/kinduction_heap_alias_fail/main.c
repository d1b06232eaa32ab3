// k-induction must not prove this: the loop writes a heap block through a
// pointer (not a named stack slot or global), so the step would have to
// havoc the heap, which holds objects of earlier passes: no step, BOUNDED.
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  *p = 0;
  while (__VERIFIER_nondet_int()) {
    (*p)++;
    assert(*p < 1000);
  }
  free(p);
  return 0;
}
