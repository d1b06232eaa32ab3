/* long double has no exact model: strtold cuts the path. */
#include <assert.h>
#include <stdlib.h>

int main(void) {
  long double value = strtold("1.5", NULL);
  assert(value > 1);
  return 0;
}
