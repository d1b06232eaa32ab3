// The fixed C part of the replay peer (ReplayPeer.h): appended to the
// replay runtime after the trace's inputs (swarmbmc_take) and the recorded
// conversations (socket_wrappers_source), compiled with the runtime.
#include "ReplayPeer.h"

namespace swarmbmc::cli {

const char* const kReplayPeerShim = R"shim(
/* The replay peer: the program's sockets are socketpairs whose
 * other end this runtime writes the trace's answers into, so the program
 * keeps real descriptors and real recv/send calls (gdb and ASan see them)
 * and nothing reaches the network. Each call mirrors libc/models/stdio/socket.c
 * step by step: descriptors from 16 (the model's sock16, sock17, ...), the
 * k-th connect/accept is connection k, the model's inputs ("connect fails",
 * "sock16.recv returns", "sock16.recv[2]", "send returns") are taken from
 * the trace in order, and with a recording (replay --peer) recv answers
 * from conversation k while the sends match it, as the model does.
 * A failing call sets the errno the model set: the trace's "recv errno"
 * (an input where Linux has several plausible values), else the one value
 * the model gives (EBADF, EISCONN, EPIPE, ...), so an EINTR retry replays. */
#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>
#include <fcntl.h>

#define SWARMBMC_FIRST_SOCKET 16
#define SWARMBMC_MAX_SOCKETS 8 /* libc/models/stdio/stream_core.h's SWARMBMC_MAX_STREAMS */
#define SWARMBMC_CHUNK 32768   /* bytes passed through a socketpair at once (below its buffer) */

struct swarmbmc_socket {
  int open, native, peer_end, connected;
  long connection, sent, received;
  int missed, peer_closed, write_shut;
};
static struct swarmbmc_socket swarmbmc_sockets[SWARMBMC_MAX_SOCKETS];
static long swarmbmc_connections_made;

ssize_t __real_recv(int, void *, size_t, int);
ssize_t __real_send(int, const void *, size_t, int);
ssize_t __real_read(int, void *, size_t);
ssize_t __real_write(int, const void *, size_t);
int __real_close(int);
int __real_shutdown(int, int);
void __swarmbmc_precondition(int condition, const char *message);

static void swarmbmc_socket_diverged(const char *what) {
  fprintf(stderr, "swarmbmc replay: %s\n", what);
  exit(SWARMBMC_DIVERGED);
}

/* The trace's next input when it is `id`: the model asks for it only under
 * --io-errors ("connect fails", "send returns"), so it is there exactly then. */
static const struct swarmbmc_input *swarmbmc_take_if(const char *id) {
  if (swarmbmc_next < swarmbmc_count && strcmp(swarmbmc_inputs[swarmbmc_next].id, id) == 0) return swarmbmc_take(id);
  return 0;
}
static int swarmbmc_fails(const char *function) {
  char id[64];
  snprintf(id, sizeof id, "%s fails", function);
  const struct swarmbmc_input *in = swarmbmc_take_if(id);
  return in && in->lo != 0;
}

/* -1 with errno as the model sets it: the trace's input `label` ("recv
 * errno") when it is next, else `only` (the model's one value there). */
static long swarmbmc_fail_choosing(const char *label, int only) {
  const struct swarmbmc_input *in = swarmbmc_take_if(label);
  errno = in ? (int)in->lo : only;
  return -1;
}
static long swarmbmc_fail_with(int error) {
  errno = error;
  return -1;
}
/* A descriptor the replay peer does not know: the model's ENOTSOCK for 0..2, else EBADF. */
static long swarmbmc_not_a_socket(int fd) { return swarmbmc_fail_with(fd >= 0 && fd <= 2 ? ENOTSOCK : EBADF); }

static int swarmbmc_fd_of(const struct swarmbmc_socket *s) {
  return SWARMBMC_FIRST_SOCKET + (int)(s - swarmbmc_sockets);
}

/* The model's name of a recv input of `s`: "sock16.recv returns" (position
 * < 0) or "sock16.recv[3]", "sock?" / "[?]" where the descriptor or the
 * position was not a constant, " (peer response not recorded)" after a cache
 * miss, "... on some paths" where the miss was not a constant. The trace's
 * next input when it is one of these, else it exits naming both. */
static const struct swarmbmc_input *swarmbmc_take_socket(const struct swarmbmc_socket *s, long position) {
  static const char *const suffixes[] = {"", " (peer response not recorded)",
                                         " (peer response not recorded on some paths)"};
  char label[24], index[24], id[200];
  snprintf(label, sizeof label, "%d", swarmbmc_fd_of(s));
  snprintf(index, sizeof index, "%ld", position);
  for (int variant = 0; variant < 12 && swarmbmc_next < swarmbmc_count; ++variant) {
    const int suffix = variant % 3, fd_known = variant / 3 % 2, position_known = variant / 6;
    if (suffix == (s->missed ? 0 : 1) || (position < 0 && !position_known)) continue;
    if (position < 0) snprintf(id, sizeof id, "sock%s.recv returns%s", fd_known ? label : "?", suffixes[suffix]);
    else snprintf(id, sizeof id, "sock%s.recv[%s]%s", fd_known ? label : "?", position_known ? index : "?",
                  suffixes[suffix]);
    if (strcmp(swarmbmc_inputs[swarmbmc_next].id, id) == 0) return swarmbmc_take(id);
  }
  if (position < 0) snprintf(id, sizeof id, "sock%s.recv returns%s", label, suffixes[s->missed ? 1 : 0]);
  else snprintf(id, sizeof id, "sock%s.recv[%s]%s", label, index, suffixes[s->missed ? 1 : 0]);
  return swarmbmc_take(id); /* exits: the trace has no more inputs, or another one */
}

static struct swarmbmc_socket *swarmbmc_socket_of(int fd) {
  for (int i = 0; i < SWARMBMC_MAX_SOCKETS; ++i)
    if (swarmbmc_sockets[i].open && swarmbmc_sockets[i].native == fd) return &swarmbmc_sockets[i];
  return 0;
}

/* A socketpair; the program's end at the model's descriptor number when that
 * one is free natively (so `fd` is 16 under gdb as in the trace). */
static int swarmbmc_new_socket(void) {
  for (int i = 0; i < SWARMBMC_MAX_SOCKETS; ++i) {
    struct swarmbmc_socket *s = &swarmbmc_sockets[i];
    if (s->open) continue;
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends) != 0) swarmbmc_socket_diverged("socketpair failed natively");
    memset(s, 0, sizeof *s);
    s->open = 1;
    s->native = ends[0];
    s->peer_end = ends[1];
    const int wanted = swarmbmc_fd_of(s), saved_errno = errno;
    if (fcntl(wanted, F_GETFD) == -1 && errno == EBADF && dup2(ends[0], wanted) == wanted) {
      __real_close(ends[0]);
      s->native = wanted;
    }
    errno = saved_errno;
    return s->native;
  }
  swarmbmc_socket_diverged("more than 8 sockets open at once: the model cuts such paths, the trace cannot get here");
  return -1;
}

static void swarmbmc_start_connection(struct swarmbmc_socket *s) {
  s->connected = 1;
  s->connection = swarmbmc_connections_made++;
  if (swarmbmc_peer_bound && s->connection < swarmbmc_conversation_count)
    fprintf(stderr, "[swarmbmc replay] sock%d: connection %ld, answered by the replay peer from the recording's "
                    "conversation %ld\n", swarmbmc_fd_of(s), s->connection, s->connection);
  else
    fprintf(stderr, "[swarmbmc replay] sock%d: connection %ld, answered by the replay peer from the trace's inputs\n",
            swarmbmc_fd_of(s), s->connection);
}

/* n bytes through a socketpair, in chunks its buffer holds: written at one
 * end, received at the other into `into` (the program's buffer on recv). */
static void swarmbmc_pass(int from, int to, const void *bytes, void *into, long n) {
  for (long done = 0; done < n;) {
    long chunk = n - done < SWARMBMC_CHUNK ? n - done : SWARMBMC_CHUNK;
    for (long written = 0; written < chunk;) {
      ssize_t w = __real_send(from, (const char *)bytes + done + written, (size_t)(chunk - written), MSG_NOSIGNAL);
      if (w <= 0) swarmbmc_socket_diverged("the replay peer's socketpair failed to send");
      written += w;
    }
    for (long got = 0; got < chunk;) {
      ssize_t r = __real_recv(to, (char *)into + done + got, (size_t)(chunk - got), 0);
      if (r <= 0) swarmbmc_socket_diverged("the replay peer's socketpair failed to receive");
      got += r;
    }
    done += chunk;
  }
}

/* The peer closed: the program's real recv returns 0. */
static ssize_t swarmbmc_peer_eof(struct swarmbmc_socket *s, void *buffer, size_t count) {
  s->peer_closed = 1;
  __real_shutdown(s->peer_end, SHUT_WR);
  return __real_recv(s->native, buffer, count, 0);
}

/* The recording (replay --peer): the model's __swarmbmc_peer_* queries. */
static long swarmbmc_request_length(long k) {
  return k < swarmbmc_conversation_count ? swarmbmc_conversations[k].request_length : 0;
}
static long swarmbmc_response_limit(long k, long sent) {
  long limit = 0;
  if (k >= swarmbmc_conversation_count) return 0;
  for (unsigned e = 0; e < swarmbmc_conversations[k].exchanges; ++e)
    if (swarmbmc_conversations[k].requested[e] <= sent) limit = swarmbmc_conversations[k].answered[e];
  return limit;
}

static void swarmbmc_miss(struct swarmbmc_socket *s, const char *function) {
  s->missed = 1;
  fprintf(stderr, "[swarmbmc replay] sock%d: %s leaves the recording (a cache miss): the peer answers with the "
                  "trace's unknown bytes from here on\n", swarmbmc_fd_of(s), function);
}

static void swarmbmc_match_request(struct swarmbmc_socket *s, const unsigned char *bytes, long n) {
  const long recorded = swarmbmc_request_length(s->connection);
  for (long i = 0; i < n; ++i) {
    const long at = s->sent + i;
    if (at >= recorded || bytes[i] != swarmbmc_conversations[s->connection].request[at]) {
      swarmbmc_miss(s, "send");
      return;
    }
  }
}

static ssize_t swarmbmc_receive_unknown(struct swarmbmc_socket *s, void *buffer, size_t count) {
  if (s->peer_closed) return __real_recv(s->native, buffer, count, 0);
  const long n = (long)swarmbmc_take_socket(s, -1)->lo;
  if (n == 0) return swarmbmc_peer_eof(s, buffer, count);
  if (n < 0 || (size_t)n > count) swarmbmc_socket_diverged("a recv length beyond the count asked: not the traced run");
  unsigned char *bytes = calloc((size_t)n, 1);
  for (long i = 0; i < n; ++i) {
    if (swarmbmc_next >= swarmbmc_count) { /* the trace fails while storing them (recv past the buffer) */
      fprintf(stderr, "[swarmbmc replay] sock%d.recv[%ld..%ld]: the trace ends before them (its failure comes "
                      "first): zeros\n", swarmbmc_fd_of(s), s->received + i, s->received + n - 1);
      break;
    }
    bytes[i] = (unsigned char)swarmbmc_take_socket(s, s->received + i)->lo;
  }
  swarmbmc_pass(s->peer_end, s->native, bytes, buffer, n);
  free(bytes);
  s->received += n;
  return n;
}

static ssize_t swarmbmc_receive_recorded(struct swarmbmc_socket *s, void *buffer, size_t count) {
  const long available = swarmbmc_response_limit(s->connection, s->sent) - s->received;
  if (available > 0) {
    const long n = (long)count < available ? (long)count : available;
    swarmbmc_pass(s->peer_end, s->native, swarmbmc_conversations[s->connection].response + s->received, buffer, n);
    s->received += n;
    return n;
  }
  if (s->sent == swarmbmc_request_length(s->connection) && s->connection < swarmbmc_conversation_count &&
      swarmbmc_conversations[s->connection].closes)
    return swarmbmc_peer_eof(s, buffer, count);
  swarmbmc_miss(s, "recv"); /* the recording has no answer here */
  return swarmbmc_receive_unknown(s, buffer, count);
}

static ssize_t swarmbmc_receive(struct swarmbmc_socket *s, void *buffer, size_t count) {
  if (!s->connected) swarmbmc_start_connection(s);
  if (count == 0) return 0;
  __swarmbmc_precondition(buffer != 0, "recv: the buffer is NULL");
  if (swarmbmc_fails("recv")) return swarmbmc_fail_choosing("recv errno", ECONNRESET); /* --io-errors */
  if (swarmbmc_peer_bound && !s->missed && !s->peer_closed) return swarmbmc_receive_recorded(s, buffer, count);
  return swarmbmc_receive_unknown(s, buffer, count);
}

static ssize_t swarmbmc_send(struct swarmbmc_socket *s, const void *buffer, size_t count) {
  if (!s->connected && !s->write_shut) swarmbmc_start_connection(s);
  if (s->write_shut) return swarmbmc_fail_with(EPIPE);
  if (count == 0) return 0;
  __swarmbmc_precondition(buffer != 0, "send: the buffer is NULL");
  const struct swarmbmc_input *returned = swarmbmc_take_if("send returns"); /* --io-errors */
  const long n = returned ? (long)returned->lo : (long)count;
  if (n < 0) return swarmbmc_fail_choosing("send errno", ECONNRESET); /* --io-errors */
  if (n > (long)count) swarmbmc_socket_diverged("a send result beyond the count: not the traced run");
  unsigned char *request = malloc((size_t)n + 1);
  swarmbmc_pass(s->native, s->peer_end, buffer, request, n); /* what the peer receives */
  if (swarmbmc_peer_bound && !s->missed) swarmbmc_match_request(s, request, n);
  free(request);
  s->sent += n;
  return n;
}

int __wrap_socket(int domain, int type, int protocol) {
  (void)domain, (void)type, (void)protocol;
  if (swarmbmc_fails("socket")) return (int)swarmbmc_fail_choosing("socket errno", EMFILE);
  return swarmbmc_new_socket();
}

int __wrap_connect(int fd, const struct sockaddr *address, socklen_t length) {
  (void)length;
  struct swarmbmc_socket *s = swarmbmc_socket_of(fd);
  if (!s) return (int)swarmbmc_not_a_socket(fd);
  __swarmbmc_precondition(address != 0, "connect: the address is NULL");
  if (s->connected) return (int)swarmbmc_fail_with(EISCONN);
  if (swarmbmc_fails("connect")) return (int)swarmbmc_fail_choosing("connect errno", ECONNREFUSED);
  swarmbmc_start_connection(s);
  return 0;
}

int __wrap_bind(int fd, const struct sockaddr *address, socklen_t length) {
  (void)address, (void)length;
  if (!swarmbmc_socket_of(fd)) return (int)swarmbmc_not_a_socket(fd);
  return swarmbmc_fails("bind") ? (int)swarmbmc_fail_choosing("bind errno", EADDRINUSE) : 0;
}

int __wrap_listen(int fd, int backlog) {
  (void)backlog;
  if (!swarmbmc_socket_of(fd)) return (int)swarmbmc_not_a_socket(fd);
  return swarmbmc_fails("listen") ? (int)swarmbmc_fail_with(EADDRINUSE) : 0;
}

/* A client of the replay peer connects (the address is not modelled). */
int __wrap_accept(int fd, struct sockaddr *address, socklen_t *length) {
  (void)address, (void)length;
  if (!swarmbmc_socket_of(fd)) return (int)swarmbmc_not_a_socket(fd);
  if (swarmbmc_fails("accept")) return (int)swarmbmc_fail_choosing("accept errno", EINTR);
  const int connection = swarmbmc_new_socket();
  swarmbmc_start_connection(swarmbmc_socket_of(connection));
  return connection;
}
int __wrap_accept4(int fd, struct sockaddr *address, socklen_t *length, int flags) {
  (void)flags;
  return __wrap_accept(fd, address, length);
}

ssize_t __wrap_send(int fd, const void *buffer, size_t count, int flags) {
  (void)flags;
  struct swarmbmc_socket *s = swarmbmc_socket_of(fd);
  return s ? swarmbmc_send(s, buffer, count) : swarmbmc_not_a_socket(fd);
}
ssize_t __wrap_sendto(int fd, const void *buffer, size_t count, int flags, const struct sockaddr *to, socklen_t length) {
  (void)to, (void)length;
  return __wrap_send(fd, buffer, count, flags);
}

/* The native result of the program's k-th receive on a socket against the
 * trace's: a difference means the peer's answers are not the trace's. */
static unsigned swarmbmc_receives;
static ssize_t swarmbmc_as_traced(const struct swarmbmc_socket *s, const char *function, ssize_t result) {
  const unsigned k = swarmbmc_receives++;
  if (k < swarmbmc_traced_receive_count && swarmbmc_traced_receives[k] != (long long)result) {
    fprintf(stderr, "swarmbmc replay: %s on sock%d (receive #%u) returns %lld natively but %lld in the trace%s\n",
            function, swarmbmc_fd_of(s), k + 1, (long long)result, swarmbmc_traced_receives[k],
            swarmbmc_peer_bound ? ": is --peer the recording the check had?" : ": not the traced run");
    exit(SWARMBMC_DIVERGED);
  }
  return result;
}

static ssize_t swarmbmc_recv(struct swarmbmc_socket *s, void *buffer, size_t count, int flags) {
  if (flags & MSG_PEEK) swarmbmc_socket_diverged("recv with MSG_PEEK: the model cuts such paths, the trace cannot get here");
  if (!(flags & MSG_WAITALL)) return swarmbmc_receive(s, buffer, count);
  size_t total = 0;
  while (total < count) {
    ssize_t n = swarmbmc_receive(s, (char *)buffer + total, count - total);
    if (n < 0) return total > 0 ? (ssize_t)total : -1;
    if (n == 0) break;
    total += (size_t)n;
  }
  return (ssize_t)total;
}
ssize_t __wrap_recv(int fd, void *buffer, size_t count, int flags) {
  struct swarmbmc_socket *s = swarmbmc_socket_of(fd);
  return s ? swarmbmc_as_traced(s, "recv", swarmbmc_recv(s, buffer, count, flags)) : swarmbmc_not_a_socket(fd);
}
ssize_t __wrap_recvfrom(int fd, void *buffer, size_t count, int flags, struct sockaddr *from, socklen_t *length) {
  (void)from;
  if (length) *length = 0; /* the peer's address is not modelled */
  struct swarmbmc_socket *s = swarmbmc_socket_of(fd);
  if (!s) return swarmbmc_not_a_socket(fd);
  return swarmbmc_as_traced(s, "recvfrom", swarmbmc_recv(s, buffer, count, flags));
}

int __wrap_shutdown(int fd, int how) {
  struct swarmbmc_socket *s = swarmbmc_socket_of(fd);
  if (!s) return (int)swarmbmc_not_a_socket(fd);
  if (how == SHUT_WR || how == SHUT_RDWR) s->write_shut = 1;
  return 0;
}

int __wrap_setsockopt(int fd, int level, int name, const void *value, socklen_t length) {
  (void)level, (void)name, (void)value, (void)length;
  return swarmbmc_socket_of(fd) ? 0 : (int)swarmbmc_not_a_socket(fd);
}

int __wrap_close(int fd) {
  struct swarmbmc_socket *s = swarmbmc_socket_of(fd);
  if (!s) return __real_close(fd);
  __real_close(s->native);
  __real_close(s->peer_end);
  s->open = 0;
  return 0;
}

ssize_t __wrap_read(int fd, void *buffer, size_t count) {
  struct swarmbmc_socket *s = swarmbmc_socket_of(fd);
  return s ? swarmbmc_as_traced(s, "read", swarmbmc_receive(s, buffer, count)) : __real_read(fd, buffer, count);
}
ssize_t __wrap_write(int fd, const void *buffer, size_t count) {
  struct swarmbmc_socket *s = swarmbmc_socket_of(fd);
  return s ? swarmbmc_send(s, buffer, count) : __real_write(fd, buffer, count);
}

/* getaddrinfo as the model has it: one IPv4 loopback address with the
 * service's port, whatever the name (no name service is asked). */
static struct sockaddr_in swarmbmc_loopback_address;
static struct addrinfo swarmbmc_loopback_info;
int __wrap_getaddrinfo(const char *node, const char *service, const struct addrinfo *hints, struct addrinfo **result) {
  (void)node;
  __swarmbmc_precondition(result != 0, "getaddrinfo: the result pointer is NULL");
  if (swarmbmc_fails("getaddrinfo")) { /* its result, not errno */
    const struct swarmbmc_input *code = swarmbmc_take_if("getaddrinfo result");
    return code ? (int)code->lo : EAI_NONAME;
  }
  unsigned port = 0;
  for (const char *c = service; c && *c >= '0' && *c <= '9'; c++) port = (port * 10 + (unsigned)(*c - '0')) & 0xffffu;
  memset(&swarmbmc_loopback_address, 0, sizeof swarmbmc_loopback_address);
  swarmbmc_loopback_address.sin_family = AF_INET;
  swarmbmc_loopback_address.sin_port = htons((unsigned short)port);
  swarmbmc_loopback_address.sin_addr.s_addr = htonl(0x7f000001u);
  memset(&swarmbmc_loopback_info, 0, sizeof swarmbmc_loopback_info);
  swarmbmc_loopback_info.ai_family = AF_INET;
  swarmbmc_loopback_info.ai_socktype = hints && hints->ai_socktype ? hints->ai_socktype : SOCK_STREAM;
  swarmbmc_loopback_info.ai_protocol = hints ? hints->ai_protocol : 0;
  swarmbmc_loopback_info.ai_addrlen = sizeof swarmbmc_loopback_address;
  swarmbmc_loopback_info.ai_addr = (struct sockaddr *)&swarmbmc_loopback_address;
  *result = &swarmbmc_loopback_info;
  return 0;
}
void __wrap_freeaddrinfo(struct addrinfo *info) { (void)info; }
)shim";

}  // namespace swarmbmc::cli
