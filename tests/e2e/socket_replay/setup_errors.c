/* --io-errors: getaddrinfo, socket, connect, listen and accept may fail. A
 * client that gives up on a failing lookup or connect, and a server whose
 * accept fails, leave the program without a connection (CaDiCaL and Z3 pick
 * different failures: both replay). */
#include <sys/socket.h>
#include <netdb.h>
#include <string.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  struct addrinfo hints, *info = 0;
  memset(&hints, 0, sizeof hints);
  hints.ai_socktype = SOCK_STREAM;
  int fd = -1;
  if (getaddrinfo("example.org", "8080", &hints, &info) == 0) {
    fd = socket(info->ai_family, info->ai_socktype, info->ai_protocol);
    if (fd >= 0 && connect(fd, info->ai_addr, info->ai_addrlen) != 0) { close(fd); fd = -1; }
    freeaddrinfo(info);
  }
  int listener = socket(AF_INET, SOCK_STREAM, 0);
  if (listener < 0 || listen(listener, 1) < 0) return 1;
  int client = accept(listener, 0, 0);
  assert(client >= 0 || fd >= 0); /* the bug: no way out when both fail */
  return 0;
}
