#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char b[8];
  memset(b, 'z', sizeof b);
  int n = snprintf(b, sizeof b, "value %d", 123456); /* 12 bytes: truncated */
  assert(n == 12);
  assert(b[7] == 0 && memcmp(b, "value 1", 7) == 0);
  n = snprintf(b, 0, "%s", "anything"); /* size 0: nothing written */
  assert(n == 8 && b[0] == 'v');
  n = snprintf(NULL, 0, "%x", 0xbeef);
  assert(n == 4);
  size_t one = 1; /* a variable: clang warns of a constant size that truncates */
  n = snprintf(b, one, "%d", 5);
  assert(n == 1 && b[0] == 0);
  n = snprintf(b, 4, "%c%c", 'a', 'b');
  assert(n == 2 && strcmp(b, "ab") == 0);
  return 0;
}
