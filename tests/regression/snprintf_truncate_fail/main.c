#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char b[8];
  int n = snprintf(b, sizeof b, "value %d", 123456);
  /* Wrong: snprintf returns the length the whole text would have had. */
  assert(n == (int)strlen(b));
  return 0;
}
