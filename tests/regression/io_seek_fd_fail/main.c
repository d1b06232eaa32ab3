/* A length byte at offset 0, read with pread, then that many bytes from
 * offset 1 into a 4-byte buffer: overflows for a length above 4. */
#include <fcntl.h>
#include <unistd.h>

int main(void) {
  int fd = open("data.bin", O_RDONLY);
  if (fd < 0) return 1;
  unsigned char length;
  char payload[4];
  if (pread(fd, &length, 1, 0) != 1) return close(fd);
  ssize_t got = pread(fd, payload, length, 1);
  close(fd);
  return (int)got;
}
