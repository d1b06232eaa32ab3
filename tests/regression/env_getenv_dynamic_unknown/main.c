/* getenv of a name the program builds at run time, over the unknown
 * environment: no variable of that constant name exists in the model, so
 * its value is not modelled and the answer is UNKNOWN naming getenv, not
 * a proof that assumed it unset. */
#include <assert.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc > 1) assert(getenv(argv[1]) == NULL);
  return 0;
}
