#include <assert.h>
#include <time.h>

/* 1900 was not a leap year (divisible by 100, not by 400): the day after
 * 1900-02-28 is March 1, so the assertion fails. */
int main(void) {
  time_t t = -2203977600; /* 1900-02-28 00:00:00 UTC */
  t += 86400;
  struct tm *g = gmtime(&t);
  assert(g->tm_mon == 1 && g->tm_mday == 29);
  return 0;
}
