#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char b[64];
  double third = 1.0 / 3.0;
  int n = sprintf(b, "%.3f|%e|%g|%a", third, 1234.5, 0.0001, 1.0);
  assert(n == 32);
  assert(strcmp(b, "0.333|1.234500e+03|0.0001|0x1p+0") == 0);
  n = snprintf(b, sizeof b, "[%8.2f|%-6.1f|%+.0f|%.0f]", -2.5, 0.25, 2.5, 3.5);
  assert(n == 22 && strcmp(b, "[   -2.50|0.2   |+2|4]") == 0);
  return 0;
}
