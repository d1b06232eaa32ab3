/* getline's buffer is the program's to free: forgetting it is a leak. */
#include <stdio.h>

int main(void) {
  char *line = NULL;
  size_t size = 0;
  int lines = 0;
  while (lines < 2 && getline(&line, &size, stdin) != -1) lines++;
  return lines;
}
