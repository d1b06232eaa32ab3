/* A 32-byte buffer holds any HOME of at most --max-env-length 16
 * characters, but strcpy read the terminator of a value at that limit: a
 * longer one is not checked, so the answer is BOUNDED, not VERIFIED. */
#include <stdlib.h>
#include <string.h>

int main(void) {
  char home[32];
  const char *value = getenv("HOME");
  if (value != NULL) strcpy(home, value);
  return value != NULL && home[0] == '/';
}
