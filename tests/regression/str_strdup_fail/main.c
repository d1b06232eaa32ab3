/* The copy has room for "hello" and its terminator only. */
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *copy = strdup("hello");
  if (copy == NULL) return 0;
  copy[6] = '!';
  free(copy);
  return 0;
}
