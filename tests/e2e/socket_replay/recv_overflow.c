/* recv into a 4-byte buffer with a count of 8: the model's store of the 5th
 * byte is out of bounds (the trace ends there, its bytes 5..7 never given);
 * natively the replay peer delivers 8 bytes and ASan stops the real recv. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  char buf[4];
  ssize_t n = recv(fd, buf, 8, 0); /* the bug: 8 > sizeof buf */
  close(fd);
  return n > 100;
}
