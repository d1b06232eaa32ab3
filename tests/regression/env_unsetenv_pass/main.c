/* unsetenv removes a variable, whether it was unknown, set by setenv or
 * named at run time only; an empty name is EINVAL, as glibc. */
#include <assert.h>
#include <errno.h>
#include <stdlib.h>

int main(void) {
  assert(unsetenv("HOME") == 0);
  assert(getenv("HOME") == NULL);
  assert(setenv("X", "1", 1) == 0 && getenv("X") != NULL);
  assert(unsetenv("X") == 0 && getenv("X") == NULL);
  char name[] = {'D', 'Y', 'N', 0};
  assert(unsetenv(name) == 0);
  assert(getenv(name) == NULL);
  assert(unsetenv("") == -1 && errno == EINVAL);
  return 0;
}
