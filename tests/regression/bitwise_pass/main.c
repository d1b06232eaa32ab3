#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = __VERIFIER_nondet_uint();
  assert((x & y) <= x && (x & y) <= y);
  assert((x | y) >= x && (x | y) >= y);
  assert((x ^ y) == ((x | y) & ~(x & y)));
  assert(((x ^ y) ^ y) == x);
  assert(~~x == x && (x & 0u) == 0u && (x | 0xFFFFFFFFu) == 0xFFFFFFFFu);
  assert((x & (x - 1u)) < x || x == 0u);  /* clearing the lowest set bit */
  return 0;
}
