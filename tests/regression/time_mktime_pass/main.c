#include <assert.h>
#include <string.h>
#include <time.h>

/* mktime normalises its fields: January 32nd, hour 25, minute -1 of 2021
 * is 2021-02-02 00:59:00 UTC (the model's local time zone). */
int main(void) {
  struct tm m;
  memset(&m, 0, sizeof m);
  m.tm_year = 121;
  m.tm_mon = 0;
  m.tm_mday = 32;
  m.tm_hour = 25;
  m.tm_min = -1;
  m.tm_isdst = -1;
  time_t t = mktime(&m);
  assert(t == 1612227540);
  assert(m.tm_mon == 1 && m.tm_mday == 2 && m.tm_hour == 0 && m.tm_min == 59);
  assert(m.tm_wday == 2 && m.tm_yday == 32 && m.tm_isdst == 0);
  struct tm *g = gmtime(&t);
  assert(timegm(g) == t);
  assert(difftime(t, 1612224000) == 3540.0);
  return 0;
}
