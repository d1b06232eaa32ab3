/* getenv of the same name answers the same on every call, whatever the
 * unknown environment holds: the same pointer, the same characters;
 * secure_getenv too (the program is not set-user-ID). */
#define _GNU_SOURCE
#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *first = getenv("HOME");
  const char *again = getenv("HOME");
  assert(first == again && secure_getenv("HOME") == first);
  if (first != NULL) assert(first[0] == again[0]);
  char name[] = {'T', 'E', 'R', 'M', 0};
  assert((getenv("TERM") == NULL) == (getenv(name) == NULL));
  return 0;
}
