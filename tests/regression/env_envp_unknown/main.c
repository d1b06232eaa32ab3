/* main's envp over the unknown environment: not modelled (a list that
 * agrees with getenv's answers for every name is not built), so the read
 * is UNKNOWN naming envp rather than a proof over an empty list. */
#include <assert.h>
#include <stdlib.h>

int main(int argc, char **argv, char **envp) {
  (void)argc, (void)argv;
  if (envp[0] == NULL) assert(getenv("HOME") == NULL);
  return 0;
}
