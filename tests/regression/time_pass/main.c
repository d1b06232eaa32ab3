/* The clocks are inputs: time(&t) stores what it returns, the sub-second
 * fields are in range, an unknown clock id fails with EINVAL. */
#include <assert.h>
#include <errno.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>

int main(void) {
  time_t stored;
  time_t now = time(&stored);
  assert(now == stored);
  struct timeval tv;
  assert(gettimeofday(&tv, NULL) == 0 && tv.tv_usec >= 0 && tv.tv_usec < 1000000);
  struct timespec ts;
  assert(clock_gettime(CLOCK_MONOTONIC, &ts) == 0 && ts.tv_nsec >= 0 && ts.tv_nsec < 1000000000);
  assert(clock_gettime(12345, &ts) == -1 && errno == EINVAL);
  (void)clock();
  return 0;
}
