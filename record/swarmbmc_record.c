/* The recording shim of `swarmbmc record` (LD_PRELOAD): interposes
 * connect/accept/accept4/send/sendto/recv/recvfrom/read/write/close and
 * keeps, per TCP/UDP connection over IPv4 or IPv6, the bytes the program
 * sent (requests) and received (responses) as a sequence of exchanges: a
 * send after a receive starts a new exchange. It writes them as JSON (format
 * in README.md) to $SWARMBMC_RECORD_OUTPUT whenever a recorded connection
 * closes and when the program exits. Other descriptors (files, Unix sockets
 * such as nscd's) pass through unrecorded. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#define MAX_DESCRIPTORS 4096

struct buffer {
  unsigned char *bytes;
  size_t size, capacity;
};
struct exchange {
  struct buffer request, response;
};
struct connection {
  char how[8];   /* "connect" or "accept" */
  char peer[64]; /* address:port */
  struct exchange *exchanges;
  size_t count, capacity;
  int received_last; /* the last recorded bytes were received: a send starts an exchange */
  int peer_closed;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct connection *connections;
static size_t connection_count, connection_capacity;
static long connection_of_fd[MAX_DESCRIPTORS]; /* index + 1; 0: not recorded */
static pid_t owner; /* the process that made the connections */

#define REAL(name) real_##name
#define DECLARE_REAL(ret, name, ...)           \
  static ret (*real_##name)(__VA_ARGS__);      \
  static void load_##name(void) {              \
    if (!real_##name) *(void **)&real_##name = dlsym(RTLD_NEXT, #name); \
  }
DECLARE_REAL(int, connect, int, const struct sockaddr *, socklen_t)
DECLARE_REAL(int, accept, int, struct sockaddr *, socklen_t *)
DECLARE_REAL(int, accept4, int, struct sockaddr *, socklen_t *, int)
DECLARE_REAL(ssize_t, send, int, const void *, size_t, int)
DECLARE_REAL(ssize_t, sendto, int, const void *, size_t, int, const struct sockaddr *, socklen_t)
DECLARE_REAL(ssize_t, recv, int, void *, size_t, int)
DECLARE_REAL(ssize_t, recvfrom, int, void *, size_t, int, struct sockaddr *, socklen_t *)
DECLARE_REAL(ssize_t, read, int, void *, size_t)
DECLARE_REAL(ssize_t, write, int, const void *, size_t)
DECLARE_REAL(int, close, int)

static void *grow(void *array, size_t *capacity, size_t element) {
  size_t wanted = *capacity ? *capacity * 2 : 8;
  void *bigger = realloc(array, wanted * element);
  if (!bigger) abort(); /* out of memory while recording: no half-written conversation */
  memset((char *)bigger + *capacity * element, 0, (wanted - *capacity) * element);
  *capacity = wanted;
  return bigger;
}

static void append(struct buffer *b, const void *bytes, size_t n) {
  while (b->size + n > b->capacity) b->bytes = grow(b->bytes, &b->capacity, 1);
  memcpy(b->bytes + b->size, bytes, n);
  b->size += n;
}

static void write_string(FILE *out, const struct buffer *b) {
  fputc('"', out);
  for (size_t i = 0; i < b->size; i++) {
    unsigned char c = b->bytes[i];
    if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
    else if (c == '\n') fputs("\\n", out);
    else if (c == '\r') fputs("\\r", out);
    else if (c == '\t') fputs("\\t", out);
    else if (c >= 0x20 && c < 0x7f) fputc(c, out);
    else fprintf(out, "\\u%04x", c);
  }
  fputc('"', out);
}

/* Rewrites the whole recording (called with `lock` held). Children inherit
 * LD_PRELOAD (a shell the program starts) and, after fork, the parent's
 * connections: only the process that made the connections writes them, and
 * one that made none writes only when no recording exists yet. */
static void save(void) {
  const char *path = getenv("SWARMBMC_RECORD_OUTPUT");
  if (!path) return;
  if (connection_count > 0 ? getpid() != owner : access(path, F_OK) == 0) return;
  FILE *out = fopen(path, "w");
  if (!out) return;
  fputs("{\n  \"format\": \"swarmbmc-conversation\",\n  \"version\": 1,\n  \"connections\": [", out);
  for (size_t k = 0; k < connection_count; k++) {
    const struct connection *c = &connections[k];
    fprintf(out, "%s\n    {\"how\": \"%s\", \"peer\": \"%s\", \"peer_closed\": %s,\n     \"exchanges\": [",
            k ? "," : "", c->how, c->peer, c->peer_closed ? "true" : "false");
    for (size_t i = 0; i < c->count; i++) {
      fputs(i ? ",\n       {\"request\": " : "\n       {\"request\": ", out);
      write_string(out, &c->exchanges[i].request);
      fputs(", \"response\": ", out);
      write_string(out, &c->exchanges[i].response);
      fputs("}", out);
    }
    fputs("]}", out);
  }
  fputs("\n  ]\n}\n", out);
  fclose(out);
}

static void describe_peer(const struct sockaddr *address, char *text, size_t size) {
  char host[INET6_ADDRSTRLEN] = "?";
  unsigned port = 0;
  if (address && address->sa_family == AF_INET) {
    const struct sockaddr_in *in = (const struct sockaddr_in *)address;
    inet_ntop(AF_INET, &in->sin_addr, host, sizeof host);
    port = ntohs(in->sin_port);
  } else if (address && address->sa_family == AF_INET6) {
    const struct sockaddr_in6 *in = (const struct sockaddr_in6 *)address;
    inet_ntop(AF_INET6, &in->sin6_addr, host, sizeof host);
    port = ntohs(in->sin6_port);
  }
  snprintf(text, size, "%s:%u", host, port);
}

static int is_internet(const struct sockaddr *address) {
  return address && (address->sa_family == AF_INET || address->sa_family == AF_INET6);
}

static void start_connection(int fd, const char *how, const struct sockaddr *address) {
  if (fd < 0 || fd >= MAX_DESCRIPTORS) return;
  pthread_mutex_lock(&lock);
  if (connection_count == connection_capacity)
    connections = grow(connections, &connection_capacity, sizeof *connections);
  if (connection_count == 0) owner = getpid();
  struct connection *c = &connections[connection_count++];
  snprintf(c->how, sizeof c->how, "%s", how);
  describe_peer(address, c->peer, sizeof c->peer);
  connection_of_fd[fd] = (long)connection_count;
  save();
  pthread_mutex_unlock(&lock);
}

/* Records `n` bytes moved on `fd` (sent or received; n == 0 received: the peer closed). */
static void record(int fd, const void *bytes, ssize_t n, int received) {
  if (fd < 0 || fd >= MAX_DESCRIPTORS || n < 0) return;
  pthread_mutex_lock(&lock);
  long k = connection_of_fd[fd];
  if (k > 0) {
    struct connection *c = &connections[k - 1];
    if (received && n == 0) {
      c->peer_closed = 1;
    } else if (n > 0) {
      int new_exchange = c->count == 0 || (!received && c->received_last);
      if (new_exchange) {
        if (c->count == c->capacity) c->exchanges = grow(c->exchanges, &c->capacity, sizeof *c->exchanges);
        c->count++;
      }
      struct exchange *e = &c->exchanges[c->count - 1];
      append(received ? &e->response : &e->request, bytes, (size_t)n);
      c->received_last = received;
    }
  }
  pthread_mutex_unlock(&lock);
}

int connect(int fd, const struct sockaddr *address, socklen_t length) {
  load_connect();
  int result = REAL(connect)(fd, address, length);
  if ((result == 0 || errno == EINPROGRESS) && is_internet(address)) {
    int saved = errno;
    start_connection(fd, "connect", address);
    errno = saved;
  }
  return result;
}

static int accepted(int fd, struct sockaddr *address) {
  if (fd >= 0) {
    int saved = errno;
    start_connection(fd, "accept", address);
    errno = saved;
  }
  return fd;
}
int accept(int fd, struct sockaddr *address, socklen_t *length) {
  load_accept();
  struct sockaddr_storage peer;
  socklen_t peer_length = sizeof peer;
  int result = REAL(accept)(fd, (struct sockaddr *)&peer, &peer_length);
  if (result >= 0 && address && length) {
    memcpy(address, &peer, peer_length < *length ? peer_length : *length);
    *length = peer_length;
  }
  return is_internet((struct sockaddr *)&peer) ? accepted(result, (struct sockaddr *)&peer) : result;
}
int accept4(int fd, struct sockaddr *address, socklen_t *length, int flags) {
  load_accept4();
  struct sockaddr_storage peer;
  socklen_t peer_length = sizeof peer;
  int result = REAL(accept4)(fd, (struct sockaddr *)&peer, &peer_length, flags);
  if (result >= 0 && address && length) {
    memcpy(address, &peer, peer_length < *length ? peer_length : *length);
    *length = peer_length;
  }
  return is_internet((struct sockaddr *)&peer) ? accepted(result, (struct sockaddr *)&peer) : result;
}

#define KEEP_ERRNO(statement) do { int saved = errno; statement; errno = saved; } while (0)

ssize_t send(int fd, const void *bytes, size_t n, int flags) {
  load_send();
  ssize_t result = REAL(send)(fd, bytes, n, flags);
  KEEP_ERRNO(record(fd, bytes, result, 0));
  return result;
}
ssize_t sendto(int fd, const void *bytes, size_t n, int flags, const struct sockaddr *to, socklen_t length) {
  load_sendto();
  ssize_t result = REAL(sendto)(fd, bytes, n, flags, to, length);
  KEEP_ERRNO(record(fd, bytes, result, 0));
  return result;
}
ssize_t write(int fd, const void *bytes, size_t n) {
  load_write();
  ssize_t result = REAL(write)(fd, bytes, n);
  KEEP_ERRNO(record(fd, bytes, result, 0));
  return result;
}
ssize_t recv(int fd, void *bytes, size_t n, int flags) {
  load_recv();
  ssize_t result = REAL(recv)(fd, bytes, n, flags);
  if (n > 0) KEEP_ERRNO(record(fd, bytes, result, 1));
  return result;
}
ssize_t recvfrom(int fd, void *bytes, size_t n, int flags, struct sockaddr *from, socklen_t *length) {
  load_recvfrom();
  ssize_t result = REAL(recvfrom)(fd, bytes, n, flags, from, length);
  if (n > 0) KEEP_ERRNO(record(fd, bytes, result, 1));
  return result;
}
ssize_t read(int fd, void *bytes, size_t n) {
  load_read();
  ssize_t result = REAL(read)(fd, bytes, n);
  if (n > 0) KEEP_ERRNO(record(fd, bytes, result, 1));
  return result;
}

int close(int fd) {
  load_close();
  if (fd >= 0 && fd < MAX_DESCRIPTORS) {
    pthread_mutex_lock(&lock);
    if (connection_of_fd[fd]) {
      connection_of_fd[fd] = 0;
      save();
    }
    pthread_mutex_unlock(&lock);
  }
  return REAL(close)(fd);
}

__attribute__((destructor)) static void save_at_exit(void) {
  pthread_mutex_lock(&lock);
  save();
  pthread_mutex_unlock(&lock);
}
