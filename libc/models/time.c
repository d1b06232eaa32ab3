/* <time.h> and <sys/time.h> clocks, as inputs: the time a program reads
 * is whatever the machine says, so each call returns an unknown value (an
 * input named after the call, "nondet_time() = 5" in a trace). Nothing is
 * assumed of successive values: they need not be monotone, as a proof
 * must hold for any clock. time(&t) stores what it returns; the fields
 * of a timeval/timespec hold a microsecond/nanosecond count in range, as
 * Linux's. Clock ids Linux does not know fail with EINVAL. */
#include "swarmbmc_model.h"

#define NULL ((void *)0)
#define EINVAL_VALUE 22
#define EFAULT_VALUE 14

typedef long time_t;
typedef long clock_t;
struct timeval {
  time_t tv_sec;
  long tv_usec;
};
struct timespec {
  time_t tv_sec;
  long tv_nsec;
};

int *__errno_location(void);
long nondet_time(void);
long nondet_clock(void);
long nondet_gettimeofday_sec(void);
long nondet_gettimeofday_usec(void);
long nondet_clock_gettime_sec(void);
long nondet_clock_gettime_nsec(void);

time_t time(time_t *result) {
  time_t now = nondet_time();
  if (result != NULL) *result = now;
  return now;
}

/* The processor time used: unknown; -1 when unavailable, as glibc's. */
clock_t clock(void) { return nondet_clock(); }

/* A NULL tz is the common call; a timezone is obsolete and left alone. */
int gettimeofday(struct timeval *tv, void *tz) {
  (void)tz;
  if (tv == NULL) return 0;
  tv->tv_sec = nondet_gettimeofday_sec();
  long usec = nondet_gettimeofday_usec();
  __VERIFIER_assume(usec >= 0 && usec <= 999999);
  tv->tv_usec = usec;
  return 0;
}

/* Linux's clock ids 0..11 (CLOCK_REALTIME .. CLOCK_TAI, 10 unused) and
 * no dynamic clock (negative ids): others are EINVAL. */
int clock_gettime(int clock_id, struct timespec *tp) {
  if (clock_id < 0 || clock_id > 11 || clock_id == 10) {
    *__errno_location() = EINVAL_VALUE;
    return -1;
  }
  __swarmbmc_precondition(tp != NULL, "clock_gettime: NULL timespec");
  if (tp == NULL) {
    *__errno_location() = EFAULT_VALUE;
    return -1;
  }
  tp->tv_sec = nondet_clock_gettime_sec();
  long nsec = nondet_clock_gettime_nsec();
  __VERIFIER_assume(nsec >= 0 && nsec <= 999999999);
  tp->tv_nsec = nsec;
  return 0;
}
