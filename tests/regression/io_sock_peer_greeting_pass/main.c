/* A server that speaks first (an exchange with an empty request), then
 * answers a command; a second connection gets the recording's second
 * conversation; bytes beyond ASCII (\u00ff) are single bytes. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
static int dial(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return -1;
  return fd;
}
int main(void) {
  int fd = dial();
  if (fd < 0) return 1;
  unsigned char buf[4];
  assert(read(fd, buf, 4) == 2 && buf[0] == 'H' && buf[1] == 0xff);
  write(fd, "Q", 1);
  assert(read(fd, buf, 4) == 1 && buf[0] == 'A');
  close(fd);
  int second = dial();
  if (second < 0) return 1;
  write(second, "Q", 1);
  assert(recv(second, buf, 4, 0) == 1 && buf[0] == 'B');
  close(second);
  return 0;
}
