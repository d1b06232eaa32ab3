/* toascii keeps the low seven bits: 'a' + 128 becomes 'a' again. */
#include <assert.h>
#include <ctype.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int c = __VERIFIER_nondet_int();
  __VERIFIER_assume(c >= 128 && c < 256);
  assert(toascii(c) != 'a');
  return 0;
}
