/* --io-errors: connect may fail (the program forgets to check). */
#include <sys/socket.h>
#include <netinet/in.h>
#include <assert.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return 1;
  struct sockaddr_in a = {0};
  int r = connect(fd, (struct sockaddr *)&a, sizeof a);
  assert(r == 0);
  return 0;
}
