#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *slots[4];
  for (int i = 0; i < 4; i++) { slots[i] = malloc(sizeof(int)); if (!slots[i]) abort(); *slots[i] = i; }
  int k = __VERIFIER_nondet_int() & 3;
  free(slots[k]);
  int sum = 0;
  for (int i = 0; i < 4; i++)
    if (i != 3) sum += *slots[i];
  for (int i = 0; i < 4; i++) if (i != k) free(slots[i]);
  return sum;
}
