/* An unknown peer sends at most --max-input-length bytes per connection:
 * reading until it closes gets at most 6, within that bound only: BOUNDED. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  char buf[8];
  long total = 0;
  for (int i = 0; i < 3; i++) {
    ssize_t n = recv(fd, buf, 4, 0);
    if (n <= 0) break;
    total += n;
  }
  assert(total <= 6);
  close(fd);
  return 0;
}
