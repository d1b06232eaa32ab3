/* A line from unknown stdin copied into a fixed buffer: overflows for a
 * line of 4 bytes or more. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *line = NULL;
  size_t size = 0;
  ssize_t n = getline(&line, &size, stdin);
  if (n < 0) {
    free(line);
    return 0;
  }
  char word[4];
  strcpy(word, line);
  free(line);
  return 0;
}
