// nan() and nanf() as glibc's: a positive quiet NaN; a tag that is one
// number (decimal, 0x hex, 0 octal) sets the payload below the quiet bit;
// any other tag gives the plain quiet NaN.
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
  assert(bits(nan("0x1F")) == 0x7ff800000000001FULL);
  assert(bits(nan("017")) == 0x7ff800000000000FULL);
  assert(bits(nan("1 2")) == 0x7ff8000000000000ULL);
  assert(fbits(nanf("")) == 0x7fc00000U && fbits(nanf("5")) == 0x7fc00005U);
  return 0;
}
