/* openat relative to a directory's descriptor: the model has no
 * directories, so it cannot tell which file is read: UNKNOWN, naming why. */
#include <assert.h>
#include <fcntl.h>
#include <unistd.h>

int main(void) {
  int dir = open("/etc", O_RDONLY | O_DIRECTORY);
  if (dir < 0) return 1;
  int fd = openat(dir, "hostname", O_RDONLY);
  if (fd < 0) return 1;
  char c;
  if (read(fd, &c, 1) == 1) assert(c != 0);
  return 0;
}
