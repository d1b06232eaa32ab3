// --solver sat-portfolio on an integer program: the bit-blaster's CNF solved
// by CaDiCaL and CryptoMiniSat racing finds the same out-of-bounds write as CaDiCaL.
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  int table[8] = {0};
  unsigned key = __VERIFIER_nondet_uint();
  unsigned slot = (key * 2654435761u) >> 28;  /* 0..15: too many slots */
  table[slot] = 1;
  return table[0];
}
