/*
 * A pointer that may point to one of several blocks (its object is an ite
 * over constants): an access or free valid for every block it may point to
 * needs no check at all; one that is invalid for one of them must still
 * fail. -DSMALL makes one block too small for the access,
 * -DSTACK lets the freed pointer be a local's address.
 */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int local[8];
  int *blocks[3];
  for (int i = 0; i < 3; i++) {
#ifdef SMALL
    blocks[i] = malloc((i == 1 ? 4 : 8) * sizeof(int));
#else
    blocks[i] = malloc(8 * sizeof(int));
#endif
    if (!blocks[i]) return 1;
  }
  int k = __VERIFIER_nondet_int();
  int *p = k == 0 ? blocks[0] : k == 1 ? blocks[1] : blocks[2];
  p[5] = 1;
  local[0] = p[5];
#ifdef STACK
  if (k == 7) p = local;
#endif
  free(p);
  for (int i = 0; i < 3; i++)
    if (blocks[i] != p) free(blocks[i]);
  return local[0] - 1;
}
