/* An unknown peer may close after one byte: recv with MSG_WAITALL then
 * returns 1 of the 2 bytes asked. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  char buf[2];
  ssize_t n = recv(fd, buf, 2, MSG_WAITALL);
  assert(n == 0 || n == 2);
  close(fd);
  return 0;
}
