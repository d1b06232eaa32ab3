/* putenv makes the program's own string the variable (a later change to
 * it shows), putenv without '=' unsets, clearenv unsets everything. */
#include <assert.h>
#include <stdlib.h>

int main(void) {
  static char entry[] = "LANG=C";
  assert(putenv(entry) == 0);
  assert(getenv("LANG") == entry + 5);
  entry[5] = 'X';
  assert(getenv("LANG")[0] == 'X');
  static char name_only[] = "LANG";
  assert(putenv(name_only) == 0 && getenv("LANG") == NULL);
  assert(clearenv() == 0);
  assert(getenv("HOME") == NULL);
  char name[] = {'P', 'A', 'T', 'H', 0};
  assert(getenv(name) == NULL);
  return 0;
}
