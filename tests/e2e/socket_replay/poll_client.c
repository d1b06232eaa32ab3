/* poll has no model: its result is an input of the trace (7 here), which
 * the native poll on the replay peer's socketpair does not return. Replay
 * must say it does not reproduce it, not call the miss a swarmbmc bug. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <poll.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  struct pollfd p = {fd, POLLIN, 0};
  int ready = poll(&p, 1, 0);
  assert(ready != 7);
  close(fd);
  return 0;
}
