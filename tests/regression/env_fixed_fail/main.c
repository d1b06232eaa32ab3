/* A bug only in debug mode: with --env MODE=debug it is reached. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  const char *mode = getenv("MODE");
  if (mode != NULL && strcmp(mode, "debug") == 0) assert(!"debug mode reached");
  return 0;
}
