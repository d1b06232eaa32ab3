#include <assert.h>
#include <string.h>
#include <time.h>

int main(void) {
  time_t t = 1700000000; /* 2023-11-14 22:13:20 UTC, a Tuesday */
  struct tm *g = gmtime(&t);
  char b[40];
  size_t n = strftime(b, sizeof b, "%F %T %Z", g);
  assert(n == 23 && strcmp(b, "2023-11-14 22:13:20 GMT") == 0);
  n = strftime(b, sizeof b, "%a %e %b, %I:%M %p, day %j", g);
  assert(n == 29 && strcmp(b, "Tue 14 Nov, 10:13 PM, day 318") == 0);
  /* 10 bytes do not hold "2023-11-14" and its terminator: 0. */
  assert(strftime(b, 10, "%F", g) == 0);
  assert(strftime(b, 11, "%F", g) == 10);
  return 0;
}
