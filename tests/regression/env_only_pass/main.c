/* --env-only: the variables --env gives are all there is. */
#include <assert.h>
#include <stdlib.h>

int main(void) {
  assert(getenv("HOME") == NULL);
  const char *level = getenv("LEVEL");
  assert(level != NULL && level[0] == '3' && level[1] == 0);
  char name[] = {'P', 'A', 'T', 'H', 0};
  assert(getenv(name) == NULL);
  return 0;
}
