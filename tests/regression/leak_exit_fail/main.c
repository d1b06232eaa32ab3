#include <stdlib.h>
void stop(void) { exit(0); }
int main(void) {
  char *buffer = malloc(32);
  if (!buffer) return 1;
  stop();
  free(buffer);
  return 0;
}
