/* A bug only one command line reaches: `prog x yz` (any argv[0]). The
 * trace gives argc and each argv[i] as inputs; `swarmbmc replay` passes
 * them to main. */
#include <assert.h>
int main(int argc, char **argv) {
  if (argc == 3 && argv[1][0] == 'x' && argv[1][1] == 0 && argv[2][0] == 'y' && argv[2][1] == 'z' &&
      argv[2][2] == 0)
    assert(0);
  return 0;
}
