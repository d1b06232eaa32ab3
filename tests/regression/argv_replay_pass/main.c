/* An option letter indexes a table only after its range is checked; every
 * argv[i] (i < argc) is a string, argv[argc] is NULL. */
#include <assert.h>
#include <stddef.h>
static const int weights[4] = {1, 2, 3, 4};
int main(int argc, char **argv) {
  int total = 0;
  for (int i = 1; i < argc; i++) {
    assert(argv[i] != NULL);
    char option = argv[i][0];
    if (option >= 'a' && option <= 'd')
      total += weights[option - 'a'];
  }
  assert(argv[argc] == NULL);
  assert(total <= 12);
  return 0;
}
