/* A program that never names TZ: its local time is taken to be UTC (TZ
 * unset, /etc/localtime UTC), as glibc gives it in a container. */
#include <assert.h>
#include <string.h>
#include <time.h>

int main(void) {
  time_t t = 1700000000; /* 2023-11-14 22:13:20 UTC */
  struct tm *tm = localtime(&t);
  assert(tm->tm_hour == 22 && tm->tm_min == 13 && tm->tm_isdst == 0 && strcmp(tm->tm_zone, "UTC") == 0);
  char text[32];
  assert(strcmp(ctime_r(&t, text), "Tue Nov 14 22:13:20 2023\n") == 0);
  return 0;
}
