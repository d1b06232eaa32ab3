/* getline and getdelim on unknown stdin: the buffer glibc allocates, the
 * line up to and including the delimiter, NUL-terminated, -1 at the end. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *line = NULL;
  size_t size = 0;
  ssize_t n = getline(&line, &size, stdin);
  assert(size == 120 && line != NULL);
  if (n < 0) {
    assert(feof(stdin));
    free(line);
    return 0;
  }
  assert(n >= 1 && n <= 6);
  assert(line[n] == 0);
  assert(memchr(line, '\n', (size_t)n - 1) == NULL); /* only the last byte may be the newline */
  if (line[n - 1] != '\n') assert(getline(&line, &size, stdin) == -1); /* the end came first */
  char word[8];
  strcpy(word, line);
  ssize_t m = getdelim(&line, &size, ',', stdin);
  assert(m == -1 || (m >= 1 && n + m <= 6 && line[m] == 0));
  assert(getline(NULL, &size, stdin) == -1);
  free(line);
  return 0;
}
