// nan("7") may carry a payload (glibc's is 7): the model's payload for a
// non-empty tag is any value, so claiming the default NaN's bits fails,
// and the verdict names the over-approximated function.
#include <assert.h>
#include <math.h>
#include <string.h>
int main(void) {
  double n = nan("7");
  unsigned long long u;
  memcpy(&u, &n, sizeof u);
  assert(u == 0x7ff8000000000000ULL);
  return 0;
}
