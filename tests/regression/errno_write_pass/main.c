// errno is *__errno_location() in glibc: a model now (libc/models/stdlib.c).
// It used to be an unmodelled function whose result may be NULL, so
// writing errno failed [null] in this correct program.
#include <assert.h>
#include <errno.h>

int main(void) {
  errno = 0;
  assert(errno == 0);
  errno = ERANGE;
  assert(errno == ERANGE);
  return 0;
}
