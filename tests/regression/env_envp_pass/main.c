/* main's envp under --env-only: the --env variables as "NAME=VALUE", in
 * order, then NULL; getenv points into the same strings, as glibc's. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv, char **envp) {
  (void)argc, (void)argv;
  int count = 0;
  for (char **entry = envp; *entry != NULL; ++entry) ++count;
  assert(count == 2);
  assert(strcmp(envp[0], "A=1") == 0);
  assert(getenv("B") == envp[1] + 2);
  return 0;
}
