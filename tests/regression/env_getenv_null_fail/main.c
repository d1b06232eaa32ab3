/* getenv(NULL) crashes in glibc: a precondition of the model. */
#include <stdlib.h>

const char *variable;  /* never set */

int main(void) {
  return getenv(variable) != NULL;
}
