/* Run with --env TZ=Asia/Tokyo: the program never names TZ, but its local
 * time is Tokyo's (07:13, not 22:13), which the model does not know. */
#include <assert.h>
#include <time.h>

int main(void) {
  time_t t = 1700000000; /* 2023-11-14 22:13:20 UTC */
  struct tm tm;
  localtime_r(&t, &tm);
  assert(tm.tm_hour == 22);
  return 0;
}
