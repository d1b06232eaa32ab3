/* A 130-byte line (bound with --file): getline grows its buffer with
 * realloc; the program's own copy assumes lines fit 128 bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  FILE *f = fopen("data.txt", "r");
  if (!f) return 1;
  char *line = NULL;
  size_t size = 0;
  char copy[128];
  ssize_t n = getline(&line, &size, f);
  if (n > 0) memcpy(copy, line, (size_t)n + 1);
  free(line);
  fclose(f);
  return copy[0];
}
