// Integer <-> floating-point conversions and float <-> double, rounded to
// nearest even where the target is narrower.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern double __VERIFIER_nondet_double(void);

int main(void) {
  short n = (short)__VERIFIER_nondet_int();
  assert((short)(float)n == n);  /* exact: 16 bits fit in a float */
  assert((long long)(double)9007199254740993LL == 9007199254740992LL); /* 2^53 + 1: a tie, to even */
  assert((float)4294967295u == 4294967296.0f);
  assert((unsigned char)(float)200 == 200);
  assert((double)1e10f == 1e10 && (float)0.1 == 0.1f);
  assert((int)-2.75 == -2 && (int)2.75 == 2);          /* toward zero */
  assert((unsigned)-0.5 == 0);                          /* integral part 0: defined */
  double h = __VERIFIER_nondet_double();
  if (h > -100.0 && h < 100.0) {
    int k = (int)h;
    assert(k > -100 && k < 100);
  }
  return 0;
}
