// x keeps its parity (x += 2 from 10, wrapping included): no bound says
// so, the residue candidate "x % 2 as on entry" does (loop-acceleration's
// overflow_1-1). The property is after the loop.
#include <assert.h>

int main(void) {
  unsigned int x = 10;
  while (x >= 10) {
    x += 2;
  }
  assert(!(x % 2));
  return 0;
}
