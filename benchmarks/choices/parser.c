/* A parser with magic values: the header's tag is hashed to pick a
 * handler, and the PNG handler has a bug. Plain BMC must invert the hash;
 * the natural heuristic is the set of magic numbers the formats use:
 * --choice main::tag=set(0x7f454c46,0xcafebabe,0x89504e47,0x25504446). */
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
static unsigned mix(unsigned x) {
  for (int round = 0; round < 4; round++) {
    x ^= x >> 16;
    x *= 0x45d9f3bu;
    x ^= x >> 13;
  }
  return x;
}
int main(void) {
  unsigned tag = __VERIFIER_nondet_uint();
  unsigned length = __VERIFIER_nondet_uint();
  char chunk[16];
  unsigned handler = mix(tag) % 7u;
  if (handler == mix(0x89504e47u) % 7u && mix(tag) == mix(0x89504e47u)) {
    if (length <= 16) chunk[length] = 0; /* off by one: length 16 */
  }
  return chunk[0];
}
