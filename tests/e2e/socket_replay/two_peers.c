/* Two connections answered from a recording (two_peers.json): connection 0
 * is asked for a key, connection 1 (opened after 0 is closed, so it reuses
 * descriptor 16) for the value. The program trusts the value's length. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <string.h>
#include <assert.h>
static int dial(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof a) < 0) return -1;
  return fd;
}
int main(void) {
  int keys = dial();
  if (keys < 0) return 1;
  send(keys, "KEY\n", 4, 0);
  char key[8];
  ssize_t k = recv(keys, key, sizeof key, 0);
  close(keys);
  if (k != 4 || memcmp(key, "k42\n", 4) != 0) return 1;
  int values = dial();
  if (values < 0) return 1;
  send(values, "GET k42\n", 8, 0);
  char value[8];
  ssize_t v = recv(values, value, sizeof value, 0);
  char line[6];
  if (v > 0) assert(v <= (ssize_t)sizeof line); /* the recording's value is 7 bytes */
  close(values);
  return 0;
}
