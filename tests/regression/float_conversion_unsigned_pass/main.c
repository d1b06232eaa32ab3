// (unsigned) is defined on (-1, 2^32): the negative fractions truncate to 0.
#include <assert.h>
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float f = __VERIFIER_nondet_float();
  if (f > -1.0f && f < 4294967296.0f) {
    unsigned u = (unsigned)f;
    if (f < 1.0f) assert(u == 0);
    return (int)(u & 1u);
  }
  return 0;
}
