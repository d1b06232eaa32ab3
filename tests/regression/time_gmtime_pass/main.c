#include <assert.h>
#include <string.h>
#include <time.h>

/* 2000-02-29 23:59:59 UTC: a leap day, the last second before March. */
int main(void) {
  time_t t = 951868799;
  struct tm *g = gmtime(&t);
  assert(g->tm_year == 100 && g->tm_mon == 1 && g->tm_mday == 29);
  assert(g->tm_hour == 23 && g->tm_min == 59 && g->tm_sec == 59);
  assert(g->tm_wday == 2 && g->tm_yday == 59 && g->tm_isdst == 0);
  assert(strcmp(g->tm_zone, "GMT") == 0);
  struct tm local;
  localtime_r(&t, &local); /* the model's local time zone is UTC */
  assert(local.tm_hour == 23 && strcmp(local.tm_zone, "UTC") == 0);
  t = -1; /* 1969-12-31 23:59:59 */
  g = gmtime(&t);
  assert(g->tm_year == 69 && g->tm_mon == 11 && g->tm_mday == 31 && g->tm_wday == 3);
  assert(strcmp(ctime(&t), "Wed Dec 31 23:59:59 1969\n") == 0);
  return 0;
}
