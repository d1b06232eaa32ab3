/* rand and random return values in [0, RAND_MAX] whatever the seed;
 * rand_r is glibc's generator, exactly. */
#include <assert.h>
#include <stdlib.h>

int main(void) {
  srand(7);
  int r = rand();
  assert(r >= 0 && r <= RAND_MAX);
  srandom(3);
  long s = random();
  assert(s >= 0 && s <= RAND_MAX);
  unsigned seed = 1;
  int first = rand_r(&seed);
  assert(first == 476707713 && seed == 662824084u);
  return 0;
}
