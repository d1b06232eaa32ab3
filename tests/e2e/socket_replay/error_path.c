/* --io-errors: a send may be short and a recv may fail. The error path
 * assumes the request went out whole: it fails when a short send is
 * followed by a failing recv (inputs "send returns", "recv fails"). */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return 1;
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  if (connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  ssize_t sent = send(fd, "PING", 4, 0);
  if (sent < 0) return 1;
  char buf[4];
  ssize_t n = recv(fd, buf, sizeof buf, 0);
  if (n < 0) {
    assert(sent == 4); /* the bug: a short send is not retried */
    return 2;
  }
  close(fd);
  return 0;
}
