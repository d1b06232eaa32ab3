#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char b[6];
  int n = sprintf(b, "%d", 12345); /* exactly six bytes with the terminator */
  assert(n == 5);
  assert(strcmp(b, "12345") == 0);
  char line[40];
  n = sprintf(line, "x=%d, y=%u, %s!", -42, 7u, "ok");
  assert(n == 15);
  assert(memcmp(line, "x=-42, y=7, ok!", 16) == 0);
  return 0;
}
