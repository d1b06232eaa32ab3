/* strtok skips the empty field between two commas: the second token is
 * "c", not an empty string. */
#include <assert.h>
#include <string.h>

int main(void) {
  char line[] = "a,,c";
  strtok(line, ",");
  char *second = strtok(NULL, ",");
  assert(second[0] == '\0');
  return 0;
}
