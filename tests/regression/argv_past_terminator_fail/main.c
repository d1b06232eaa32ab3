/* Reading past the terminator of an argument: each argv[i] is an object of
 * --max-arg-length + 1 bytes (CBMC's model), so the bytes after the NUL are
 * in bounds but no real exec can choose them. The trace says so. */
#include <assert.h>
int main(int argc, char **argv) {
  if (argc == 2 && argv[1][0] == 0 && argv[1][2] == 'q')
    assert(0);
  return 0;
}
