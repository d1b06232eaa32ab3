/* openat with an absolute path is open: the record's length byte comes
 * from the file, and bounded by the payload's size it never overflows. */
#include <fcntl.h>
#include <unistd.h>

int main(void) {
  int fd = openat(AT_FDCWD, "/tmp/record.bin", O_RDONLY);
  if (fd < 0) return 1;
  unsigned char length;
  if (read(fd, &length, 1) != 1) { close(fd); return 1; }
  char payload[4];
  ssize_t got = read(fd, payload, length > 4 ? 4 : length);
  close(fd);
  return (int)got;
}
