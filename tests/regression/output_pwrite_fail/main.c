// pwrite: the count returned, the bytes an output event with the
// file and offset; a descriptor 0..2 is a pipe (ESPIPE), one opened
// read-only cannot be written (EBADF).
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int offset = __VERIFIER_nondet_int();
  if (offset < 0 || offset > 100) return 0;
  int fd = open("/dev/null", O_WRONLY);
  if (fd < 0) return 0;
  ssize_t n = pwrite(fd, "key=1\n", 6, offset);
  assert(n == 6);
  assert(pwrite(1, "x", 1, 0) == -1 && errno == ESPIPE);
  close(fd);
  assert(offset != 42);
  return 0;
}
