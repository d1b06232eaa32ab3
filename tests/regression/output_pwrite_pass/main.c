// pwrite as Linux's: the count on a file opened for writing, -1 with EBADF
// on one opened read-only or not open, ESPIPE on 0..2, EINVAL for a
// negative offset.
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
  assert(pwrite(fd, "key=1\n", 6, offset) == 6);
  assert(pwrite(fd, "k", 1, -1) == -1 && errno == EINVAL);
  assert(pwrite(2, "x", 1, 0) == -1 && errno == ESPIPE);
  int in = open("/dev/null", O_RDONLY);
  if (in >= 0) assert(pwrite(in, "x", 1, 0) == -1 && errno == EBADF);
  assert(pwrite(99, "x", 1, 0) == -1 && errno == EBADF);
  close(fd);
  return 0;
}
