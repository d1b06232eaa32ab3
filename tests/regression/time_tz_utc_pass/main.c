/* Run with --env TZ=UTC, then the program sets TZ=UTC0: both are UTC with
 * the zone name "UTC", whether or not the zone files are installed. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(void) {
  time_t t = 1700000000; /* 2023-11-14 22:13:20 UTC */
  struct tm *tm = localtime(&t);
  assert(tm->tm_hour == 22 && tm->tm_gmtoff == 0 && strcmp(tm->tm_zone, "UTC") == 0);
  setenv("TZ", "UTC0", 1);
  struct tm copy = *localtime(&t);
  copy.tm_hour += 3; /* carried into the next day */
  assert(mktime(&copy) == t + 3 * 3600 && copy.tm_mday == 15 && copy.tm_hour == 1);
  char text[8];
  copy.tm_zone = NULL;
  assert(strftime(text, sizeof text, "%Z", &copy) == 3 && strcmp(text, "UTC") == 0);
  return 0;
}
