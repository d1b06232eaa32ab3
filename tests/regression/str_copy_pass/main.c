#define _GNU_SOURCE
/* stpcpy, stpncpy, mempcpy and memccpy return where the copy ended;
 * bzero, explicit_bzero and bcopy (overlapping) as glibc's. */
#include <assert.h>
#include <string.h>
#include <strings.h>

int main(void) {
  char buffer[16];
  char *end = stpcpy(buffer, "ab");
  end = stpcpy(end, "cd");
  assert(end == buffer + 4 && strcmp(buffer, "abcd") == 0);
  char padded[6];
  assert(stpncpy(padded, "xy", 6) == padded + 2 && padded[5] == '\0');
  assert(mempcpy(buffer, "12345", 5) == buffer + 5);
  char target[8];
  char *after = memccpy(target, "key=v", '=', 5);
  assert(after == target + 4 && target[3] == '=');
  assert(memccpy(target, "abc", 'z', 3) == NULL);
  bcopy(buffer, buffer + 1, 4);
  assert(buffer[1] == '1' && buffer[4] == '4');
  bzero(buffer, 2);
  explicit_bzero(buffer + 2, 1);
  assert(buffer[0] == 0 && buffer[2] == 0 && buffer[3] == '3');
  return 0;
}
