/* recv with MSG_WAITALL returns fewer bytes than asked only when the peer
 * closed (the recorded answer arrives in one piece here: 4 bytes of 6, then
 * the close). MSG_PEEK is not modelled (io_sock_peek_unknown). */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  char buf[6];
  ssize_t n = recv(fd, buf, 2, MSG_WAITALL);
  assert(n == 2 && buf[0] == 'a' && buf[1] == 'b');
  n = recv(fd, buf, 6, MSG_WAITALL);
  assert(n == 2 && buf[0] == 'c' && buf[1] == 'd');
  close(fd);
  return 0;
}
