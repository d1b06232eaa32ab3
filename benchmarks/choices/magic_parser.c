/* A parser with magic values, compared directly: the header's tag picks a
 * format, and every format first decodes a 32-byte header with a tag-keyed
 * generator (8 multiply-xorshift rounds a byte, symbolic while the tag is). The
 * PNG handler trusts a length field one byte too far. Plain BMC encodes the
 * decoder for a symbolic tag on every format's path; a tag fixed to one
 * magic value folds it. The natural heuristic is the set of magic numbers:
 * --choice main::tag=set(0x7f454c46,0xcafebabe,0x89504e47,0x25504446);
 * --swarm-choices finds the constants in the switch. Log events (features)
 * per format, so that --swarm K alone has something to omit. */
#include <assert.h>
#include "swarmbmc.h"
unsigned __VERIFIER_nondet_uint(void);
unsigned char __VERIFIER_nondet_uchar(void);

static unsigned decode(unsigned key, unsigned char *header) {
  unsigned state = key, sum = 0;
  for (int i = 0; i < 32; i++) {
    for (int round = 0; round < 8; round++) {
      state ^= state >> 15;
      state *= 0x2c1b3c6du;
      state ^= state >> 12;
    }
    header[i] ^= (unsigned char)state;
    sum += header[i];
  }
  return sum;
}

int main(void) {
  unsigned tag = __VERIFIER_nondet_uint();
  unsigned char header[32], chunk[16];
  for (int i = 0; i < 32; i++) header[i] = __VERIFIER_nondet_uchar();
  unsigned sum = decode(tag, header);
  unsigned length = header[0] & 31u;
  switch (tag) {
    case 0x7f454c46u: /* ELF */
      swarm_log("elf");
      if (length < 16) chunk[length] = (unsigned char)sum;
      break;
    case 0xcafebabeu: /* class file */
      swarm_log("class");
      if (length < 16) chunk[length] = 1;
      break;
    case 0x89504e47u: /* PNG */
      swarm_log("png");
      if (length <= 16 && sum % 251 == 17) chunk[length] = 2; /* off by one at length 16 */
      break;
    case 0x25504446u: /* PDF */
      swarm_log("pdf");
      if (length < 15) chunk[length + 1] = 3;
      break;
    default:
      swarm_log("unknown");
      return 0;
  }
  return chunk[0];
}
