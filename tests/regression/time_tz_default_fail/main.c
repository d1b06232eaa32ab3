/* A program that never names TZ runs in UTC: some time of 2023-11-14 is in
 * its 23rd hour there (not in New York's, so replay must run it in UTC). */
#include <assert.h>
#include <time.h>

extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  time_t t = __VERIFIER_nondet_long();
  __VERIFIER_assume(t >= 1699920000 && t < 1699920000 + 86400); /* 2023-11-14 UTC */
  struct tm *tm = localtime(&t);
  assert(tm->tm_hour != 23);
  return 0;
}
