/* unsigned long is 32 bits under --32: doubling a value above 2^31 wraps.
 * (In LP64 it cannot.) swarmbmc replay builds the i386 binary to show it. */
#include <assert.h>
unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n > 3000000000UL) {
    unsigned long twice = n * 2;
    assert(twice > n);
  }
  return 0;
}
