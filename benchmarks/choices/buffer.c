/* A buffer whose size is an input: a copy loop that is wrong only for
 * sizes that are a multiple of 32. Plain BMC unrolls the loop for every
 * size up to the bound at once; the natural heuristic is the sizes to
 * try: --choice main::size=interval(60,70). */
#include <assert.h>
#include <stdlib.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned size = __VERIFIER_nondet_uint();
  if (size == 0 || size > 96) return 0;
  char *data = malloc(size);
  if (!data) return 0;
  unsigned end = size % 32 == 0 ? size + 1 : size; /* the bug */
  for (unsigned i = 0; i < end; i++) data[i] = (char)i;
  free(data);
  return 0;
}
