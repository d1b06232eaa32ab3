/* div, ldiv, lldiv and imaxdiv truncate toward zero, as C's / and %. */
#include <assert.h>
#include <inttypes.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  div_t d = div(-7, 2);
  assert(d.quot == -3 && d.rem == -1);
  ldiv_t l = ldiv(100000L, -7L);
  assert(l.quot == -14285 && l.rem == 5);
  lldiv_t ll = lldiv(-9000000000LL, 7LL);
  assert(ll.quot * 7 + ll.rem == -9000000000LL);
  imaxdiv_t m = imaxdiv(17, 5);
  assert(m.quot == 3 && m.rem == 2);
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > -1000 && n < 1000);
  div_t q = div(n, 10);
  assert(q.quot * 10 + q.rem == n);
  return 0;
}
