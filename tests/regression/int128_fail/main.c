#include <assert.h>
extern unsigned long __VERIFIER_nondet_ulong(void);

int main(void) {
  unsigned long a = __VERIFIER_nondet_ulong();
  unsigned __int128 w = (unsigned __int128)a << 64;
  assert((unsigned long)(w >> 64) != 12345UL);
  return 0;
}
