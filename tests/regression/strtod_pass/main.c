/* strtod exactly where one rounding computes it, end pointers, infinities,
 * NaNs, hex floats and overflow. */
#include <assert.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>

int main(void) {
  char *end;
  const char *text = " -2.5e3xyz";
  assert(strtod(text, &end) == -2500.0 && end == text + 7);
  assert(strtod("0.1", NULL) == 0.1 && strtod("1e22", NULL) == 1e22 && strtod("123e-5", NULL) == 123e-5);
  assert(strtof("0.3", NULL) == 0.3f && atof("7.") == 7.0);
  assert(strtod("0x1.8p1", NULL) == 3.0);
  const char *infinite = "-Infinity!";
  assert(strtod(infinite, &end) == -INFINITY && end == infinite + 9);
  assert(isnan(strtod("nan", NULL)));
  const char *none = "e5";
  assert(strtod(none, &end) == 0.0 && end == none);
  errno = 0;
  assert(strtod("1e400", NULL) == HUGE_VAL && errno == ERANGE);
  return 0;
}
