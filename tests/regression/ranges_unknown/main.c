/* The unsupported construct is reachable only for large x, i.e. in the
 * last ranges of the path order: every other range is VERIFIED on its
 * own, and the combined verdict must still be UNKNOWN. */
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  if (x > 4000000000u) {
    long double f = x;  /* long double (x87 80-bit) is not modelled */
    assert(f != 3.0L);
  }
  return 0;
}
