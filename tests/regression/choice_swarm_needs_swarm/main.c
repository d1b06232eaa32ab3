/* The parser of choice_swarm_fail, fixed: every tag stays inside the
 * chunk. With --swarm-choices the restricted configurations prove nothing;
 * configuration 0 (complete) proves the program: VERIFIED, exit 0, never
 * "under choice heuristics". */
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned tag = __VERIFIER_nondet_uint();
  unsigned length = __VERIFIER_nondet_uint();
  char chunk[16];
  chunk[0] = 0;
  if (length > 15) return 0;
  if (tag == 0x89504e47u) chunk[length] = 1;
  else if (tag == 0x7f454c46u && length < 16) chunk[length] = 2;
  return chunk[0];
}
