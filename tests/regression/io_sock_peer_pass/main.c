/* A recorded peer (--peer conv.json): the request matches the recording,
 * so recv returns the recorded answer "OK 42\n" (in two recvs here), and
 * after it the peer closed (recv returns 0). */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  send(fd, "ASK ", 4, 0);
  send(fd, "x\n", 2, 0); /* split differently from the recording's one send */
  char buf[8];
  ssize_t n = recv(fd, buf, 3, 0);
  assert(n == 3 && buf[0] == 'O' && buf[1] == 'K' && buf[2] == ' ');
  n = recv(fd, buf, 8, 0);
  assert(n == 3 && buf[0] == '4' && buf[1] == '2' && buf[2] == '\n');
  assert(recv(fd, buf, 8, 0) == 0);
  close(fd);
  return 0;
}
