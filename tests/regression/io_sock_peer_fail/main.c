/* A recorded peer whose answer the program mishandles: it expects at most
 * two digits, the recording answers "OK 123\n". */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  send(fd, "ASK x\n", 6, 0);
  char buf[8];
  ssize_t n = recv(fd, buf, sizeof buf, 0);
  assert(n <= 6); /* "OK nn\n" */
  close(fd);
  return 0;
}
