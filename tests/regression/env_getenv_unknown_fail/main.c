/* A fixed buffer for $HOME: a value of 5 characters or more overflows it.
 * The environment is unknown by default, so the trace gives HOME's value
 * (`swarmbmc replay` runs the program with HOME set to it). */
#include <stdlib.h>
#include <string.h>

int main(void) {
  char home[5];
  const char *value = getenv("HOME");
  if (value != NULL) strcpy(home, value);
  return home[0] == '/';
}
