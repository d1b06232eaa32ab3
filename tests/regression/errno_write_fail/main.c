// errno keeps what was stored into it: this assertion fails.
#include <assert.h>
#include <errno.h>

int main(void) {
  errno = EDOM;
  assert(errno == 0);
  return 0;
}
