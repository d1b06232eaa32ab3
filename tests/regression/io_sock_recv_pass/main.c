/* An unknown peer: recv returns 0..count bytes; after 0 (the peer closed)
 * every recv returns 0; send returns its count without --io-errors. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  assert(send(fd, "PING\n", 5, 0) == 5);
  char buf[4];
  ssize_t n = recv(fd, buf, sizeof buf, 0);
  assert(n >= 0 && n <= 4);
  if (n == 0) assert(read(fd, buf, sizeof buf) == 0);
  assert(write(fd, "x", 1) == 1);
  assert(close(fd) == 0);
  assert(close(fd) == -1);
  return 0;
}
