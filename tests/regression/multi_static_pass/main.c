// Each file has its own static helper and counter; offset is weak here and
// defined strongly in other.c, which wins as in a native link.
#include <assert.h>

static int counter = 10;
static int helper(void) { return counter + 1; }
int offset(void) __attribute__((weak));
int offset(void) { return 0; }
int other_value(void);

int main(void) {
  assert(helper() == 11);
  assert(other_value() == 21);
  assert(offset() == 5);
  return 0;
}
