/* An EINTR retry loop done right: an interrupted recv (errno EINTR) is
 * retried, any other error gives up, and errno after each failure is one
 * Linux gives recv on a connected TCP socket. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <errno.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) {
    assert(errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM);
    return 1;
  }
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  if (connect(fd, (struct sockaddr *)&a, sizeof a) < 0) {
    assert(errno == ECONNREFUSED || errno == ETIMEDOUT || errno == ENETUNREACH || errno == EINTR);
    return 1;
  }
  char buf[4];
  long total = 0;
  for (int tries = 0; tries < 2 && total < 4; tries++) {
    ssize_t n = recv(fd, buf + total, 1, 0);
    if (n < 0) {
      assert(errno == EINTR || errno == ECONNRESET || errno == ETIMEDOUT);
      if (errno == EINTR) continue;
      return 1;
    }
    total += n;
    buf[total - (n > 0)] = 'x';
  }
  assert(send(-1, "x", 1, 0) == -1 && errno == EBADF);
  close(fd);
  return 0;
}
