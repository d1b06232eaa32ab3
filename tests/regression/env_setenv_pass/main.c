/* setenv sets a copy of the value, replaces it only when asked to, and
 * refuses a name that is empty or holds '=' with EINVAL, as glibc. */
#include <assert.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char value[] = "fast";
  assert(setenv("MODE", value, 1) == 0);
  value[0] = 'l';  /* setenv copied it */
  const char *mode = getenv("MODE");
  assert(mode != NULL && mode[0] == 'f' && mode[4] == 0);
  assert(setenv("MODE", "slow", 0) == 0);
  assert(getenv("MODE")[0] == 'f');
  assert(setenv("MODE", "slow", 1) == 0);
  assert(getenv("MODE")[0] == 's');
  assert(setenv("A=B", "x", 1) == -1 && errno == EINVAL);
  assert(setenv("", "x", 1) == -1 && errno == EINVAL);
  return 0;
}
