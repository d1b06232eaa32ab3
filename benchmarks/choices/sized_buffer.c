/* A buffer whose size is an input and decides everything: the buffer is
 * filled with a hash chain keyed by the size and as long as it, and the
 * check reads whole 16-byte blocks, one byte past the end for sizes of at
 * least 48 that are a multiple of 16. Plain BMC unrolls the fill for every
 * size up to 128 at once, each iteration a symbolic multiplication guarded
 * by the symbolic size. The natural heuristic is the sizes to try,
 * --choice main::size=interval(40,64); --swarm-choices finds 128 and 48
 * (constants the program compares the size with). Log events
 * (features) per phase, so that --swarm K alone has something to omit. */
#include <assert.h>
#include <stdlib.h>
#include "swarmbmc.h"
unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned size = __VERIFIER_nondet_uint();
  if (size == 0 || size > 128) return 0;
  unsigned char *data = malloc(size);
  if (!data) return 0;
  unsigned h = size * 2654435761u; /* a size-keyed chain: symbolic while the size is */
  swarm_log("fill");
  for (unsigned i = 0; i < size; i++) {
    h = (h ^ i) * 16777619u;
    h ^= h >> 13;
    data[i] = (unsigned char)h;
  }
  unsigned end = size;
  unsigned check = 0;
  swarm_log("check");
  if (size >= 48 && size % 16 == 0) end = size + 1; /* the bug: whole blocks from 48 on read one more */
  for (unsigned i = 0; i < end; i++) check += data[i];
  if (check == 12345) swarm_log("lucky");
  free(data);
  return (int)check;
}
