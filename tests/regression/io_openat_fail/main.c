/* openat relative to the working directory is open: the record's length
 * byte comes from the file, and a length over 4 overflows the payload. */
#include <fcntl.h>
#include <unistd.h>

int main(void) {
  int fd = openat(AT_FDCWD, "record.bin", O_RDONLY);
  if (fd < 0) return 1;
  unsigned char length;
  if (read(fd, &length, 1) != 1) { close(fd); return 1; }
  char payload[4];
  ssize_t got = read(fd, payload, length); /* overflows when length > 4 */
  close(fd);
  return (int)got;
}
