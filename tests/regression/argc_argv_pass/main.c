/* main(argc, argv) as CBMC models it: 1 <= argc <= 4, argv[0..argc-1]
 * non-null NUL-terminated strings, argv[argc] == NULL; n <= 16 holds only
 * within --max-arg-length, which the scan reaches (BOUNDED). */
#include <assert.h>
#include <stddef.h>
int main(int argc, char **argv) {
  assert(argc >= 1 && argc <= 4);
  assert(argv[argc] == NULL);
  for (int i = 0; i < argc; i++) assert(argv[i] != NULL);
  int n = 0;
  while (argv[0][n] != 0) n++;
  assert(n <= 16);
  return 0;
}
