/* The alphabet client of the I/O-caching paper: asks a server for the k-th
 * letter ("GET 3\n") and checks its answer ("OK C\n"). k is 3, or 4 when a
 * second argument is given (a request the recording may not have). */
#include <arpa/inet.h>
#include <assert.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

/* The port: at most 5 digits, read by a bounded scan, so the proofs under
 * --max-arg-length 5 never read an argument's terminator (which would make
 * them BOUNDED: a longer argument is not checked). */
static unsigned short port_of(const char *text) {
  unsigned value = 0;
  for (int i = 0; i < 5 && text[i] >= '0' && text[i] <= '9'; i++) value = value * 10 + (unsigned)(text[i] - '0');
  return (unsigned short)value;
}

int main(int argc, char **argv) {
  int k = argc > 2 ? 4 : 3;
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return 1;
  struct sockaddr_in server = {0};
  server.sin_family = AF_INET;
  server.sin_port = htons(argc > 1 ? port_of(argv[1]) : 4242);
  server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, (struct sockaddr *)&server, sizeof server) < 0) return 1;
  char request[] = "GET 0\n";
  request[4] = (char)('0' + k);
  if (send(fd, request, 6, 0) != 6) return 1;
  char answer[5];
  long got = 0;
  while (got < 5) { /* one line: "OK C\n" */
    long n = recv(fd, answer + got, (size_t)(5 - got), 0);
    if (n <= 0) break;
    got += n;
    if (answer[got - 1] == '\n') break;
  }
  close(fd);
  if (got >= 4 && answer[0] == 'O' && answer[1] == 'K')
    assert(answer[3] == 'A' + k - 1); /* the server knows the alphabet */
  return 0;
}
