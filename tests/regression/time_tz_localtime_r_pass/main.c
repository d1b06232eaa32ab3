/* glibc's localtime_r reads TZ once: after the first call a new TZ changes
 * nothing until localtime, mktime or tzset read it again. Run with
 * --env TZ=UTC. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(void) {
  time_t t = 1700000000; /* 2023-11-14 22:13:20 UTC */
  struct tm tm;
  localtime_r(&t, &tm);
  setenv("TZ", "Asia/Tokyo", 1);
  localtime_r(&t, &tm);
  assert(tm.tm_hour == 22 && strcmp(tm.tm_zone, "UTC") == 0);
  setenv("TZ", "GMT0", 1);
  tzset();
  localtime_r(&t, &tm);
  assert(tm.tm_hour == 22 && strcmp(tm.tm_zone, "GMT") == 0);
  return 0;
}
