// --solver sat-portfolio on an integer program: the bit-blaster's CNF solved
// by CaDiCaL and CryptoMiniSat racing proves every write in bounds.
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  int table[8] = {0};
  unsigned key = __VERIFIER_nondet_uint();
  unsigned slot = (key * 2654435761u) >> 29;  /* 0..7 */
  table[slot] = 1;
  return table[0];
}
