/* 20 significant digits do not fit the exact path: the value is
 * over-approximated (named in the verdict) but keeps its sign and stays
 * finite (a value between 1e-307 and 1e307 is never out of range). */
#include <assert.h>
#include <math.h>
#include <stdlib.h>

int main(void) {
  char *end;
  const char *pi = "3.1415926535897932384x";
  double value = strtod(pi, &end);
  assert(end == pi + 21);
  assert(value > 0 && isfinite(value));
  return 0;
}
