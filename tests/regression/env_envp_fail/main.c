/* A bug when the environment holds exactly one variable: --env-only
 * --env A=1 makes envp that list, and `swarmbmc replay` starts the binary
 * in that environment (main's envp too). */
#include <assert.h>
#include <stdlib.h>

int main(int argc, char **argv, char **envp) {
  (void)argc, (void)argv;
  if (envp[0] != NULL && envp[1] == NULL) assert(getenv("A") == NULL);
  return 0;
}
