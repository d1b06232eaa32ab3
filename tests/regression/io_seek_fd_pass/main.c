/* lseek and pread on a descriptor of unknown contents (at most 4 bytes). */
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int main(void) {
  int fd = open("data.bin", O_RDONLY);
  if (fd < 0) return 1;
  char head[2], again[2], one;
  if (read(fd, head, 2) != 2) return close(fd);
  assert(lseek(fd, 0, SEEK_SET) == 0);
  assert(read(fd, again, 2) == 2 && again[0] == head[0] && again[1] == head[1]);
  assert(pread(fd, &one, 1, 1) == 1 && one == head[1]);
  assert(lseek(fd, 0, SEEK_CUR) == 2); /* pread does not move */
  off_t end = lseek(fd, 0, SEEK_END);
  assert(end >= 2 && end <= 4);
  assert(pread(fd, &one, 1, end) == 0);
  errno = 0;
  assert(lseek(fd, -5, SEEK_CUR) == -1 && errno == EINVAL);
  assert(pread(fd, &one, 1, -1) == -1 && errno == EINVAL);
  assert(lseek(0, 0, SEEK_CUR) == -1 && errno == ESPIPE);
  assert(lseek(42, 0, SEEK_SET) == -1 && errno == EBADF);
  return close(fd);
}
