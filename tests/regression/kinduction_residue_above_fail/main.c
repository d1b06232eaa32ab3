// k-induction must not prove this: as kinduction_residue_above_pass, but
// x steps by 3 once, at x == 0x10010 (above the threshold), so it ends odd.
#include <assert.h>

int main(void) {
  unsigned int x = 0;
  while (x < 0x0fffffff) {
    if (x < 0xfff0) {
      x++;
    } else if (x == 0x10010) {
      x += 3;
    } else {
      x += 2;
    }
  }
  assert(!(x % 2));
  return 0;
}
