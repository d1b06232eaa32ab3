#include <assert.h>
#include <time.h>

/* Whatever the clock says, its broken-down time has fields in range. */
int main(void) {
  time_t t = time(0);
  struct tm *g = gmtime(&t);
  if (g == 0) return 0; /* a year beyond int */
  assert(g->tm_hour >= 0 && g->tm_hour < 24 && g->tm_min >= 0 && g->tm_min < 60);
  assert(g->tm_mday >= 1 && g->tm_mday <= 31 && g->tm_wday >= 0 && g->tm_wday < 7);
  return 0;
}
