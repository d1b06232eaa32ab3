/* MSG_PEEK leaves the bytes for the next recv: not modelled, so the run is
 * UNKNOWN naming it rather than a guess. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  char peeked, read_;
  if (recv(fd, &peeked, 1, MSG_PEEK) == 1 && recv(fd, &read_, 1, 0) == 1) assert(peeked == read_);
  close(fd);
  return 0;
}
