/* --max-argc 2 --max-arg-length 3: at most one argument after the program
 * name, each of at most 3 characters before its terminator: n <= 3 holds
 * only within that bound, which the scan reaches (BOUNDED, not VERIFIED). */
#include <assert.h>
int main(int argc, char **argv) {
  assert(argc <= 2);
  if (argc == 2) {
    int n = 0;
    while (argv[1][n] != 0) n++;
    assert(n <= 3 && argv[1][3] == 0);
  }
  return 0;
}
