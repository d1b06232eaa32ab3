/* A length-prefixed message read with one recv per part: the peer may
 * deliver the 2-byte header in two pieces (a short recv), and the program
 * then takes the first byte for the whole length. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  unsigned char header[2] = {0, 0};
  ssize_t n = read(fd, header, 2);
  if (n <= 0) return 1;
  unsigned length = (unsigned)header[0] << 8 | header[1];
  if (header[0] == 1) assert(n == 2 && length >= 256); /* the bug: n == 1 leaves header[1] unread */
  close(fd);
  return 0;
}
