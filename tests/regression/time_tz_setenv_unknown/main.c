/* The program moves its local zone to Tokyo: 22:13 UTC is 07:13 there, so
 * the assertion fails in a real run; the model does not know Tokyo's
 * offset and must not answer as if the zone were still UTC. */
#include <assert.h>
#include <stdlib.h>
#include <time.h>

int main(void) {
  time_t t = 1700000000; /* 2023-11-14 22:13:20 UTC */
  setenv("TZ", "Asia/Tokyo", 1);
  struct tm *tm = localtime(&t);
  assert(tm->tm_hour == 22);
  return 0;
}
