/* A server: bind, listen, accept; the accepted connection is the
 * recording's conversation 0 (a client that sent "PING\n", got "PONG\n" and
 * closed). From the server's side the requests are what it sent. */
#include <sys/socket.h>
#include <netinet/in.h>
#include <unistd.h>
#include <string.h>
#include <assert.h>
int main(void) {
  int listener = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET;
  a.sin_port = htons(7000);
  if (listener < 0 || bind(listener, (struct sockaddr *)&a, sizeof a) < 0 || listen(listener, 1) < 0) return 1;
  int client = accept(listener, 0, 0);
  if (client < 0) return 1;
  char line[8];
  ssize_t n = recv(client, line, sizeof line, 0);
  if (n == 5 && memcmp(line, "PING\n", 5) == 0) send(client, "PONG\n", 5, 0);
  else send(client, "ERR\n", 4, 0);
  assert(n == 5);
  assert(recv(client, line, sizeof line, 0) == 0); /* the client hung up */
  close(client);
  close(listener);
  return 0;
}
