/* A 130-byte line then "end\n" (bound with --file): getline doubles its
 * 120-byte buffer to 240 with realloc and returns each line's length. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  FILE *f = fopen("data.txt", "r");
  if (!f) return 1;
  char *line = NULL;
  size_t size = 0;
  assert(getline(&line, &size, f) == 130);
  assert(size == 240 && line[128] == 'x' && line[129] == '\n' && line[130] == 0);
  assert(getline(&line, &size, f) == 4 && strcmp(line, "end\n") == 0);
  assert(getline(&line, &size, f) == -1);
  free(line);
  fclose(f);
  return 0;
}
