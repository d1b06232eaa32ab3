/* TZ=GMT is offset 0 like UTC, but glibc names the zone "GMT". */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(void) {
  time_t t = 1700000000; /* 2023-11-14 22:13:20 UTC */
  setenv("TZ", "GMT", 1);
  struct tm *tm = localtime(&t);
  assert(tm->tm_hour == 22);
  assert(strcmp(tm->tm_zone, "UTC") == 0);
  return 0;
}
