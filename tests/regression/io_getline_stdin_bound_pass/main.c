/* getdelim and getline on stdin bound to "ab,cd\nxy" (--stdin): the
 * delimiter kept, a last line without a newline, then -1. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *line = NULL;
  size_t size = 0;
  assert(getdelim(&line, &size, ',', stdin) == 3 && strcmp(line, "ab,") == 0);
  assert(getline(&line, &size, stdin) == 3 && strcmp(line, "cd\n") == 0);
  assert(getline(&line, &size, stdin) == 2 && strcmp(line, "xy") == 0);
  assert(getline(&line, &size, stdin) == -1 && feof(stdin));
  free(line);
  return 0;
}
