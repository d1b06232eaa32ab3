/* A parser whose bug hides behind a magic value: only the PNG tag writes
 * one byte past the chunk. --swarm-choices draws restrictions of main::tag
 * around the constants the program compares it with. */
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned tag = __VERIFIER_nondet_uint();
  unsigned length = __VERIFIER_nondet_uint();
  char chunk[16];
  if (length > 16) return 0;
  if (tag == 0x89504e47u) chunk[length] = 1; /* PNG: off by one at length 16 */
  else if (tag == 0x7f454c46u && length < 16) chunk[length] = 2;
  return chunk[0];
}
