// nan() and nanf() as glibc's: a positive quiet NaN, exactly
// 0x7ff8000000000000 / 0x7fc00000 for the empty tag; another tag may set
// the payload below the quiet bit (glibc reads a number there), which the
// model over-approximates and the verdict names.
#include <assert.h>
#include <math.h>
#include <string.h>
static unsigned long long bits(double d) {
  unsigned long long u;
  memcpy(&u, &d, sizeof u);
  return u;
}
static unsigned fbits(float f) {
  unsigned u;
  memcpy(&u, &f, sizeof u);
  return u;
}
int main(void) {
  double n = nan("");
  assert(isnan(n) && n != n && !signbit(n));
  assert(bits(n) == 0x7ff8000000000000ULL);
  assert(fbits(nanf("")) == 0x7fc00000U);
  assert((bits(nan("0x1F")) & 0xfff8000000000000ULL) == 0x7ff8000000000000ULL);
  assert((fbits(nanf("5")) & 0xffc00000U) == 0x7fc00000U);
  return 0;
}
