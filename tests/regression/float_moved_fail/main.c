// The bits of 0.5 are not those of 1.0: the check fails without any
// floating-point arithmetic.
#include <assert.h>
#include <string.h>
int main(void) {
  double half = 0.5;
  unsigned long long bits;
  memcpy(&bits, &half, sizeof bits);
  assert(bits == 0x3FF0000000000000ULL);
  return 0;
}
