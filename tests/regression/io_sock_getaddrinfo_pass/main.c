/* getaddrinfo gives one IPv4 loopback address with the service's port;
 * without --io-errors connect succeeds. */
#include <sys/socket.h>
#include <netdb.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>
#include <assert.h>
int main(void) {
  struct addrinfo hints = {0}, *res;
  hints.ai_socktype = SOCK_STREAM;
  int e = getaddrinfo("localhost", "4242", &hints, &res);
  assert(e == 0);
  struct sockaddr_in *in = (struct sockaddr_in *)res->ai_addr;
  assert(res->ai_family == AF_INET && in->sin_family == AF_INET);
  assert(ntohs(in->sin_port) == 4242);
  assert(ntohl(in->sin_addr.s_addr) == 0x7f000001);
  assert(res->ai_next == 0);
  int fd = socket(res->ai_family, res->ai_socktype, res->ai_protocol);
  assert(fd >= 0);
  assert(connect(fd, res->ai_addr, res->ai_addrlen) == 0);
  freeaddrinfo(res);
  struct in_addr parsed;
  assert(inet_pton(AF_INET, "10.0.0.7", &parsed) == 1 && ntohl(parsed.s_addr) == 0x0a000007);
  assert(inet_pton(AF_INET, "10.0.0", &parsed) == 0);
  close(fd);
  return 0;
}
