/* <sys/socket.h>, <netdb.h>, <arpa/inet.h>: sockets whose peer is either
 * unknown or a recorded conversation (--peer conv.json).
 *
 * A socket is a descriptor from SWARMBMC_FIRST_SOCKET on (its own table,
 * beside io.c's files). connect() and accept() make it the k-th connection
 * of the run; the recorded peer's conversation k answers it. Without a
 * peer, recv() returns an unknown number of unknown bytes (0 = the peer
 * closed), inputs named `sock16.recv[2]`, at most --max-input-length bytes
 * per connection. With a peer, the program's sends on connection k are
 * compared byte by byte with the recorded requests (one byte stream, so the
 * program may split them differently); while they match, recv() returns the
 * recorded response bytes the peer had sent by then. A difference, or a
 * recv() the recording has no answer for, is a cache miss
 * (__swarmbmc_peer_miss): the response is then unknown bytes named
 * `... (peer response not recorded)`, or under --peer-strict the execution
 * is cut and the verdict says so.
 *
 * This file also defines close(), read() and write(), which dispatch
 * non-socket descriptors to io.c (__swarmbmc_io_close, __swarmbmc_io_read,
 * __swarmbmc_io_write);
 * so it is linked before io.c. Under --io-errors socket, connect, bind,
 * listen, accept, getaddrinfo may fail, send/write may be short or fail,
 * recv may fail. A failing call sets errno as Linux would; where several
 * values are plausible (recv: ECONNRESET, EINTR, ETIMEDOUT) it is an input,
 * "recv errno", so a program's EINTR retry and its other errors are both
 * checked (getaddrinfo's EAI code is its result, "getaddrinfo result"). Messages are copied byte by byte: --depth must cover the
 * longest message, as for read(). */
#include "stream_core.h"

typedef unsigned int socklen_t;
typedef unsigned short sa_family_t;

#define SWARMBMC_FIRST_SOCKET 16
#define AF_INET 2
#define SOCK_STREAM 1
#define SHUT_RD 0
#define SHUT_WR 1
#define SHUT_RDWR 2
#define MSG_PEEK 0x2
#define MSG_WAITALL 0x100
/* Linux's errno values (stream_core.h has the files' ones). */
#define ENOMEM 12
#define ENFILE 23
#define EMFILE 24
#define EPIPE 32
#define ENOTSOCK 88
#define EADDRINUSE 98
#define ENETUNREACH 101
#define ECONNABORTED 103
#define ECONNRESET 104
#define ENOBUFS 105
#define EISCONN 106
#define ETIMEDOUT 110
#define ECONNREFUSED 111
#define EAFNOSUPPORT 97
/* getaddrinfo's results (<netdb.h>). */
#define EAI_NONAME (-2)
#define EAI_AGAIN (-3)
#define EAI_FAIL (-4)

struct sockaddr {
  sa_family_t sa_family;
  char sa_data[14];
};
struct in_addr {
  unsigned int s_addr;
};
struct sockaddr_in {
  sa_family_t sin_family;
  unsigned short sin_port;
  struct in_addr sin_addr;
  unsigned char sin_zero[8];
};
struct addrinfo {
  int ai_flags;
  int ai_family;
  int ai_socktype;
  int ai_protocol;
  socklen_t ai_addrlen;
  struct sockaddr *ai_addr;
  char *ai_canonname;
  struct addrinfo *ai_next;
};

/* The encoder's hooks (encoder/calls/SocketInputs.cpp). Without --io-errors
 * __swarmbmc_socket_result returns `count`; with it, -1 or 1..count. */
long __swarmbmc_socket_result(const char *function, long count);
/* Unknown peer: how many bytes a recv returns, 0..count and at most
 * --max-input-length - received; and the byte at `position` of the
 * connection's received bytes. `missed`: after a cache miss. */
long __swarmbmc_socket_recv_length(int fd, long count, long received, int missed);
int __swarmbmc_socket_byte(int fd, long position, int missed);
/* The recorded peer (--peer): whether there is one; per connection the
 * recorded requests' total length and bytes, the response bytes the peer had
 * sent after `sent` request bytes, those bytes, and whether it then closed. */
int __swarmbmc_peer_bound(void);
long __swarmbmc_peer_request_length(long connection);
int __swarmbmc_peer_request_byte(long connection, long position);
long __swarmbmc_peer_response_limit(long connection, long sent);
int __swarmbmc_peer_response_byte(long connection, long position);
int __swarmbmc_peer_closes(long connection);
/* A cache miss on `fd` in `function`: cuts the path under --peer-strict. */
void __swarmbmc_peer_miss(int fd, const char *function);
/* io.c's descriptors (files, stdin). */
int __swarmbmc_io_close(int fd);
ssize_t __swarmbmc_io_read(int fd, void *buffer, size_t count);
ssize_t __swarmbmc_io_write(int fd, const void *buffer, size_t count);

struct swarmbmc_socket {
  int open;
  int connected;    /* by connect() or accept(), or at the first sendto/recvfrom */
  long connection;  /* the run's k-th connection: the recording's conversation k */
  long sent;        /* request bytes sent */
  long received;    /* response bytes received */
  long unknown_received; /* of which unknown (bounded by --max-input-length) */
  int missed;       /* the conversation left the recording (a cache miss) */
  int peer_closed;  /* recv returned 0 */
  int write_shut;
};

static struct swarmbmc_socket sockets[SWARMBMC_MAX_STREAMS];
static long connections_made;

/* A descriptor socket_of does not know: Linux's EBADF, or ENOTSOCK for the
 * standard streams (open, not sockets; the model's files say EBADF too). */
static long not_a_socket(int fd) { return stream_fail_with(fd >= 0 && fd <= 2 ? ENOTSOCK : EBADF); }

static struct swarmbmc_socket *socket_of(int fd) {
  if (fd < SWARMBMC_FIRST_SOCKET || fd >= SWARMBMC_FIRST_SOCKET + SWARMBMC_MAX_STREAMS) return NULL;
  struct swarmbmc_socket *s = &sockets[fd - SWARMBMC_FIRST_SOCKET];
  return s->open ? s : NULL;
}

static int new_socket(void) {
  for (int i = 0; i < SWARMBMC_MAX_STREAMS; i++)
    if (!sockets[i].open) {
      struct swarmbmc_socket *s = &sockets[i];
      s->open = 1;
      s->connected = 0;
      s->connection = 0;
      s->sent = s->received = s->unknown_received = 0;
      s->missed = s->peer_closed = s->write_shut = 0;
      return SWARMBMC_FIRST_SOCKET + i;
    }
  /* A real system opens more: cut (UNKNOWN), never the program's failure. */
  __swarmbmc_stream_unsupported("socket: more than 8 sockets open at once (the model's limit)");
  return -1;
}

static void start_connection(struct swarmbmc_socket *s) {
  s->connected = 1;
  s->connection = connections_made++;
}

int socket(int domain, int type, int protocol) {
  (void)domain, (void)type, (void)protocol;
  if (__swarmbmc_stream_open_fails("socket"))
    return (int)SWARMBMC_FAIL_CHOOSING("socket errno", EMFILE, ENFILE, ENOBUFS, ENOMEM);
  return new_socket();
}

int connect(int fd, const struct sockaddr *address, socklen_t length) {
  (void)length;
  struct swarmbmc_socket *s = socket_of(fd);
  if (!s) return (int)not_a_socket(fd);
  __swarmbmc_precondition(address != NULL, "connect: the address is NULL");
  if (s->connected) return (int)stream_fail_with(EISCONN);
  if (__swarmbmc_stream_open_fails("connect"))
    return (int)SWARMBMC_FAIL_CHOOSING("connect errno", ECONNREFUSED, ETIMEDOUT, ENETUNREACH, EINTR);
  start_connection(s);
  return 0;
}

int bind(int fd, const struct sockaddr *address, socklen_t length) {
  (void)address, (void)length;
  if (!socket_of(fd)) return (int)not_a_socket(fd);
  if (__swarmbmc_stream_open_fails("bind")) return (int)SWARMBMC_FAIL_CHOOSING("bind errno", EADDRINUSE, EACCES, EADDRINUSE, EADDRINUSE);
  return 0;
}

int listen(int fd, int backlog) {
  (void)backlog;
  if (!socket_of(fd)) return (int)not_a_socket(fd);
  return __swarmbmc_stream_open_fails("listen") ? (int)stream_fail_with(EADDRINUSE) : 0;
}

/* A peer connects: a new connected socket (the address is not modelled). */
int accept(int fd, struct sockaddr *address, socklen_t *length) {
  (void)address, (void)length;
  if (!socket_of(fd)) return (int)not_a_socket(fd);
  if (__swarmbmc_stream_open_fails("accept"))
    return (int)SWARMBMC_FAIL_CHOOSING("accept errno", EINTR, ECONNABORTED, EMFILE, ENOBUFS);
  int connection = new_socket();
  start_connection(socket_of(connection));
  return connection;
}
int accept4(int fd, struct sockaddr *address, socklen_t *length, int flags) {
  (void)flags;
  return accept(fd, address, length);
}

/* Compares sent bytes with the recorded requests; the first difference (or
 * a request longer than recorded) is a cache miss. */
static void match_request(int fd, struct swarmbmc_socket *s, const unsigned char *bytes, long n) {
  long recorded = __swarmbmc_peer_request_length(s->connection);
  for (long i = 0; i < n; i++) {
    long at = s->sent + i;
    if (at >= recorded || bytes[i] != (unsigned char)__swarmbmc_peer_request_byte(s->connection, at)) {
      s->missed = 1;
      __swarmbmc_peer_miss(fd, "send");
      return;
    }
  }
}

static ssize_t send_bytes(int fd, struct swarmbmc_socket *s, const void *buffer, size_t count) {
  if (!s->connected && !s->write_shut) start_connection(s);
  if (s->write_shut) return stream_fail_with(EPIPE); /* (Linux also raises SIGPIPE: not modelled) */
  if (count == 0) return 0;
  __swarmbmc_precondition(buffer != NULL, "send: the buffer is NULL");
  long n = __swarmbmc_socket_result("send", (long)count);
  if (n < 0) return SWARMBMC_FAIL_CHOOSING("send errno", ECONNRESET, EINTR, EPIPE, ECONNRESET); /* --io-errors */
  if (__swarmbmc_peer_bound() && !s->missed) match_request(fd, s, (const unsigned char *)buffer, n);
  s->sent += n;
  return n;
}

/* Unknown bytes from the peer (no recording, or after a cache miss). */
static ssize_t receive_unknown(int fd, struct swarmbmc_socket *s, unsigned char *bytes, long count) {
  if (s->peer_closed) return 0;
  long n = __swarmbmc_socket_recv_length(fd, count, s->unknown_received, s->missed);
  if (n < 0) return -1; /* --io-errors */
  if (n == 0) {
    s->peer_closed = 1;
    return 0;
  }
  for (long i = 0; i < n; i++) bytes[i] = (unsigned char)__swarmbmc_socket_byte(fd, s->received + i, s->missed);
  s->received += n;
  s->unknown_received += n;
  return n;
}

/* The recorded response bytes available now, or a cache miss. */
static ssize_t receive_recorded(int fd, struct swarmbmc_socket *s, unsigned char *bytes, long count) {
  long available = __swarmbmc_peer_response_limit(s->connection, s->sent) - s->received;
  if (available > 0) {
    long n = count < available ? count : available;
    for (long i = 0; i < n; i++)
      bytes[i] = (unsigned char)__swarmbmc_peer_response_byte(s->connection, s->received + i);
    s->received += n;
    return n;
  }
  if (s->sent == __swarmbmc_peer_request_length(s->connection) && __swarmbmc_peer_closes(s->connection)) {
    s->peer_closed = 1;
    return 0;
  }
  /* The recording has no answer here: the peer was never seen in this state. */
  s->missed = 1;
  __swarmbmc_peer_miss(fd, "recv");
  return receive_unknown(fd, s, bytes, count);
}

static ssize_t receive_bytes(int fd, struct swarmbmc_socket *s, void *buffer, size_t count) {
  if (!s->connected) start_connection(s);
  if (count == 0) return 0;
  __swarmbmc_precondition(buffer != NULL, "recv: the buffer is NULL");
  if (__swarmbmc_stream_open_fails("recv")) /* --io-errors */
    return SWARMBMC_FAIL_CHOOSING("recv errno", ECONNRESET, EINTR, ETIMEDOUT, ECONNRESET);
  unsigned char *bytes = (unsigned char *)buffer;
  if (__swarmbmc_peer_bound() && !s->missed && !s->peer_closed) return receive_recorded(fd, s, bytes, (long)count);
  return receive_unknown(fd, s, bytes, (long)count);
}

ssize_t send(int fd, const void *buffer, size_t count, int flags) {
  (void)flags;
  struct swarmbmc_socket *s = socket_of(fd);
  return s ? send_bytes(fd, s, buffer, count) : not_a_socket(fd);
}
ssize_t sendto(int fd, const void *buffer, size_t count, int flags, const struct sockaddr *to, socklen_t length) {
  (void)to, (void)length;
  return send(fd, buffer, count, flags);
}
/* MSG_WAITALL: receives until `count` bytes, the peer's close or an error.
 * MSG_PEEK (bytes left for the next recv) is not modelled: cut, never guessed. */
ssize_t recv(int fd, void *buffer, size_t count, int flags) {
  struct swarmbmc_socket *s = socket_of(fd);
  if (!s) return not_a_socket(fd);
  if (flags & MSG_PEEK) __swarmbmc_stream_unsupported("recv with MSG_PEEK (not modelled)");
  if (!(flags & MSG_WAITALL)) return receive_bytes(fd, s, buffer, count);
  size_t total = 0;
  while (total < count) {
    ssize_t n = receive_bytes(fd, s, (char *)buffer + total, count - total);
    if (n < 0) return total > 0 ? (ssize_t)total : -1;
    if (n == 0) break;
    total += (size_t)n;
  }
  return (ssize_t)total;
}
ssize_t recvfrom(int fd, void *buffer, size_t count, int flags, struct sockaddr *from, socklen_t *length) {
  (void)from;
  if (length) *length = 0; /* the peer's address is not modelled */
  return recv(fd, buffer, count, flags);
}

int shutdown(int fd, int how) {
  struct swarmbmc_socket *s = socket_of(fd);
  if (!s) return (int)not_a_socket(fd);
  if (how == SHUT_WR || how == SHUT_RDWR) s->write_shut = 1;
  return 0;
}

int close(int fd) {
  struct swarmbmc_socket *s = socket_of(fd);
  if (!s) return __swarmbmc_io_close(fd);
  s->open = 0;
  return 0;
}

ssize_t read(int fd, void *buffer, size_t count) {
  struct swarmbmc_socket *s = socket_of(fd);
  return s ? receive_bytes(fd, s, buffer, count) : __swarmbmc_io_read(fd, buffer, count);
}

/* Writes to files and the standard streams are io.c's (output events). */
ssize_t write(int fd, const void *buffer, size_t count) {
  struct swarmbmc_socket *s = socket_of(fd);
  if (s) return send_bytes(fd, s, buffer, count);
  return __swarmbmc_io_write(fd, buffer, count);
}

int setsockopt(int fd, int level, int name, const void *value, socklen_t length) {
  (void)level, (void)name, (void)value, (void)length;
  return socket_of(fd) ? 0 : (int)not_a_socket(fd);
}

unsigned short htons(unsigned short x) { return (unsigned short)((x << 8) | (x >> 8)); }
unsigned short ntohs(unsigned short x) { return htons(x); }
unsigned int htonl(unsigned int x) {
  return (x << 24) | ((x & 0xff00u) << 8) | ((x >> 8) & 0xff00u) | (x >> 24);
}
unsigned int ntohl(unsigned int x) { return htonl(x); }

/* A dotted quad "a.b.c.d" in network byte order; 0 when `text` is not one. */
static int parse_ipv4(const char *text, unsigned int *address) {
  unsigned int value = 0;
  for (int part = 0; part < 4; part++) {
    if (part > 0 && *text++ != '.') return 0;
    if (*text < '0' || *text > '9') return 0;
    unsigned int number = 0;
    for (int digits = 0; *text >= '0' && *text <= '9'; digits++, text++) {
      if (digits == 3) return 0;
      number = number * 10 + (unsigned int)(*text - '0');
    }
    if (number > 255) return 0;
    value = value << 8 | number;
  }
  if (*text != '\0') return 0;
  *address = htonl(value);
  return 1;
}

int inet_pton(int family, const char *text, void *address) {
  __swarmbmc_precondition(text != NULL && address != NULL, "inet_pton: a NULL argument");
  if (family != AF_INET) return (int)stream_fail_with(EAFNOSUPPORT); /* IPv6 is not modelled */
  return parse_ipv4(text, (unsigned int *)address);
}

unsigned int inet_addr(const char *text) {
  unsigned int address;
  return parse_ipv4(text, &address) ? address : 0xffffffffu;
}

static struct sockaddr_in loopback_address;
static struct addrinfo loopback_info;

/* One IPv4 loopback address whatever the name, with `service`'s port (a
 * number). A name service is not modelled: the address does not matter to
 * the recorded peer, which answers by connection order. */
int getaddrinfo(const char *node, const char *service, const struct addrinfo *hints, struct addrinfo **result) {
  (void)node;
  __swarmbmc_precondition(result != NULL, "getaddrinfo: the result pointer is NULL");
  if (__swarmbmc_stream_open_fails("getaddrinfo")) /* its result, not errno */
    return __swarmbmc_socket_errno("getaddrinfo result", EAI_NONAME, EAI_AGAIN, EAI_FAIL, EAI_NONAME);
  unsigned int port = 0;
  for (const char *c = service; c && *c >= '0' && *c <= '9'; c++) port = (port * 10 + (unsigned int)(*c - '0')) & 0xffffu;
  loopback_address.sin_family = AF_INET;
  loopback_address.sin_port = htons((unsigned short)port);
  loopback_address.sin_addr.s_addr = htonl(0x7f000001u);
  loopback_info.ai_flags = 0;
  loopback_info.ai_family = AF_INET;
  loopback_info.ai_socktype = hints && hints->ai_socktype ? hints->ai_socktype : SOCK_STREAM;
  loopback_info.ai_protocol = hints ? hints->ai_protocol : 0;
  loopback_info.ai_addrlen = sizeof loopback_address;
  loopback_info.ai_addr = (struct sockaddr *)&loopback_address;
  loopback_info.ai_canonname = NULL;
  loopback_info.ai_next = NULL;
  *result = &loopback_info;
  return 0;
}

void freeaddrinfo(struct addrinfo *info) { (void)info; }
