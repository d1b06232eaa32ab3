/* strdup's copy is exactly strlen + 1 bytes: comparing it reads no further. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *copy = strdup("hello");
  if (copy == NULL) return 0;
  assert(strcmp(copy, "hello") == 0);
  char *part = strndup("hello", 3);
  if (part != NULL) assert(strcmp(part, "hel") == 0 && part[3] == '\0');
  free(part);
  free(copy);
  return 0;
}
