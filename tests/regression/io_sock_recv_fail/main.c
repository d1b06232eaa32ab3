#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>
#include <string.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return 1;
  struct sockaddr_in a;
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET;
  a.sin_port = htons(4242);
  inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
  if (connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  send(fd, "HI\n", 3, 0);
  char buf[4];
  ssize_t n = recv(fd, buf, sizeof buf, 0);
  if (n >= 2 && buf[0] == 'O' && buf[1] == 'K') assert(n != 3);
  close(fd);
  return 0;
}
