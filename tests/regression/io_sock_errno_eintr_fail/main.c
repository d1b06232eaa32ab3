/* An EINTR retry loop that forgets `continue`: after an interrupted recv
 * (--io-errors, errno EINTR) it adds recv's -1 to the byte count and then
 * indexes the buffer with it. Before the socket model set errno, errno
 * stayed 0 after every failure, so the EINTR branch was unreachable and
 * this program was VERIFIED. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <errno.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return 1;
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  if (connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  char buf[4];
  long total = 0;
  for (int tries = 0; tries < 2 && total < 4; tries++) {
    ssize_t n = recv(fd, buf + total, 1, 0);
    if (n < 0 && errno != EINTR) return 1; /* a real error: give up */
    total += n;                            /* the bug: EINTR's -1 counts */
    buf[total] = 'x';
  }
  close(fd);
  return 0;
}
