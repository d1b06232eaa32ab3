/* The request depends on an input: only 'a' was recorded (a shared
 * program with io_sock_peer_miss_fail). Under
 * --peer-strict the other requests are cache misses whose executions are
 * cut, and the proof says so (without it the unknown answer fails). */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return 1;
  char request = __VERIFIER_nondet_char();
  send(fd, &request, 1, 0);
  char answer;
  if (recv(fd, &answer, 1, 0) == 1) assert(answer == 'A');
  close(fd);
  return 0;
}
