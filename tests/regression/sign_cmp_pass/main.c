#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = -1;
  unsigned b = 1;
  assert(!(a < b));        /* a converts to UINT_MAX */
  assert(a < (int)b);
  long la = -1;
  assert(la < b);          /* b converts to long */
  unsigned char uc = 200;
  signed char sc = -56;
  assert(uc != sc);        /* both promote to int: 200 vs -56 */
  assert((unsigned char)sc == uc);
  int x = __VERIFIER_nondet_int();
  if (x < 0)
    assert((unsigned)x > 2147483647u);
  else
    assert((unsigned)x <= 2147483647u);
  return 0;
}
