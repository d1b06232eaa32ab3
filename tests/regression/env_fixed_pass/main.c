/* --env HOME=/root fixes HOME: getenv returns exactly that value. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *home = getenv("HOME");
  assert(home != NULL && strcmp(home, "/root") == 0);
  return 0;
}
