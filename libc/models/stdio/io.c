/* <unistd.h>/<fcntl.h> file descriptors over stream_core.h's contents:
 * descriptor 0 is stdin, open() of any path gives 3, 4, ... (it fails with
 * -1 only under --io-errors), read() returns up to `count` available bytes
 * (fewer, or -1, only under --io-errors: a short read). Descriptors 1 and 2
 * are accepted by close. close(), read() and write() themselves are
 * socket.c's, which handles socket descriptors and passes the others to
 * __swarmbmc_io_close, __swarmbmc_io_read and __swarmbmc_io_write here.
 * Writes are output events in the trace (__swarmbmc_output), not kept in
 * the file's contents. */
#include "stream_core.h"

static struct swarmbmc_stream stdin_descriptor;
static struct swarmbmc_stream descriptors[SWARMBMC_MAX_STREAMS];
static int stdin_started;
#define FIRST_FILE_DESCRIPTOR 3

/* The stream behind `fd`, or NULL when it is not open. */
static struct swarmbmc_stream *stream_of(int fd) {
  if (fd == 0) {
    if (!stdin_started) {
      stdin_started = 1;
      stream_open(&stdin_descriptor, "stdin", 1);
    }
    return &stdin_descriptor;
  }
  if (fd < FIRST_FILE_DESCRIPTOR || fd >= FIRST_FILE_DESCRIPTOR + SWARMBMC_MAX_STREAMS) return NULL;
  struct swarmbmc_stream *s = &descriptors[fd - FIRST_FILE_DESCRIPTOR];
  return s->open ? s : NULL;
}

#define O_ACCMODE 3
#define O_WRONLY 1
static int open_path(const char *path, int flags) {
  __swarmbmc_precondition(path != NULL, "open: the path is NULL");
  if (__swarmbmc_stream_open_fails("open")) return (int)SWARMBMC_FAIL_CHOOSING("open errno", ENOENT, EACCES, ENOENT, ENOENT);
  struct swarmbmc_stream *s = stream_slot(descriptors);
  /* A real system opens more: beyond the model's limit the path is cut
   * (UNKNOWN), never reported as the program's failure. */
  if (s == NULL) __swarmbmc_stream_unsupported("open: more than 8 descriptors open at once (the model's limit)");
  stream_open(s, path, (flags & O_ACCMODE) != O_WRONLY);
  s->writable = (flags & O_ACCMODE) != 0; /* not O_RDONLY */
  return FIRST_FILE_DESCRIPTOR + (int)(s - descriptors);
}
/* O_WRONLY: no contents (a read fails, EBADF); a descriptor that may write
 * cannot seek (stream_seekable). A failing open (--io-errors) sets errno
 * ENOENT or EACCES, a failing read EINTR or EIO, a failing write EINTR, EIO
 * or ENOSPC. */
int open(const char *path, int flags, ...) { return open_path(path, flags); }
int open64(const char *path, int flags, ...) { return open_path(path, flags); }

/* openat relative to the working directory (AT_FDCWD) or with an absolute
 * path is open; relative to a directory's descriptor it names a file the
 * model cannot tell (it has no directories): that path is cut, UNKNOWN. */
#define AT_FDCWD (-100)
static int openat_path(int dirfd, const char *path, int flags) {
  __swarmbmc_precondition(path != NULL, "openat: the path is NULL");
  if (dirfd != AT_FDCWD && path[0] != '/')
    __swarmbmc_stream_unsupported("openat: a path relative to a directory descriptor (the model has no directories)");
  return open_path(path, flags);
}
int openat(int dirfd, const char *path, int flags, ...) { return openat_path(dirfd, path, flags); }
int openat64(int dirfd, const char *path, int flags, ...) { return openat_path(dirfd, path, flags); }

int __swarmbmc_io_close(int fd) {
  if (fd == 1 || fd == 2) return 0;
  struct swarmbmc_stream *s = stream_of(fd);
  if (!s) return -1; /* EBADF */
  s->open = 0;
  return 0;
}

ssize_t __swarmbmc_io_read(int fd, void *buffer, size_t count) {
  struct swarmbmc_stream *s = stream_of(fd);
  if (!s || s->write_only) return stream_fail_with(EBADF);
  if (count == 0) return 0;
  long available = stream_available(s);
  if ((long)count > available) __swarmbmc_stream_end(s->handle); /* short: the end */
  long wanted = (long)count < available ? (long)count : available;
  if (wanted == 0) return 0; /* end of file */
  long n = __swarmbmc_stream_short_read(wanted);
  if (n < 0) return SWARMBMC_FAIL_CHOOSING("read errno", EINTR, EIO, EINTR, EINTR); /* --io-errors */
  unsigned char *bytes = (unsigned char *)buffer;
  for (long i = 0; i < n; i++) bytes[i] = (unsigned char)stream_next(s);
  return n;
}

/* As Linux's: the new offset, or -1 with errno (EBADF for a descriptor not
 * open, ESPIPE for 0..2, taken to be pipes or terminals, EINVAL for a bad
 * whence or a negative offset). Sockets (socket.c's descriptors) are not
 * open here: EBADF where Linux says ESPIPE, -1 either way. */
long lseek(int fd, long offset, int whence) {
  if (fd >= 0 && fd <= 2) return stream_fail_with(ESPIPE);
  struct swarmbmc_stream *s = stream_of(fd);
  if (!s) return stream_fail_with(EBADF);
  stream_seekable(s);
  long target = stream_seek_target(s, s->position, offset, whence);
  if (target < 0) return -1;
  s->position = target;
  return target;
}
long long lseek64(int fd, long long offset, int whence) {
  if (offset != (long)offset) return stream_fail_with(EOVERFLOW); /* i386's 32-bit offset */
  return lseek(fd, (long)offset, whence);
}

/* read at `offset`, leaving the descriptor's position where it was. */
ssize_t pread(int fd, void *buffer, size_t count, long offset) {
  if (fd >= 0 && fd <= 2) return stream_fail_with(ESPIPE);
  struct swarmbmc_stream *s = stream_of(fd);
  if (!s) return stream_fail_with(EBADF);
  if (offset < 0) return stream_fail_with(EINVAL);
  stream_seekable(s);
  long kept = s->position;
  s->position = offset;
  ssize_t n = __swarmbmc_io_read(fd, buffer, count);
  s->position = kept;
  return n;
}
ssize_t pread64(int fd, void *buffer, size_t count, long long offset) {
  if (offset != (long)offset) return stream_fail_with(EINVAL);
  return pread(fd, buffer, count, (long)offset);
}

/* The output event of `n` bytes written to `fd` (at `offset`, pwrite; -1
 * otherwise): 1 and 2 are stdout and stderr, 3.. the files open here;
 * other descriptors show nothing. */
static void output_to(int fd, const void *buffer, long n, long offset) {
  long stream;
  if (fd == 1) stream = SWARMBMC_STDOUT;
  else if (fd == 2) stream = SWARMBMC_STDERR;
  else {
    struct swarmbmc_stream *s = fd >= FIRST_FILE_DESCRIPTOR ? stream_of(fd) : NULL;
    if (!s) return;
    stream = s->handle;
  }
  __swarmbmc_output(stream, buffer, n, offset);
}

/* write() to a descriptor that is no socket: the count (fewer, or -1, only
 * under --io-errors) for any descriptor >= 0, as the model always answered;
 * the bytes an output event. */
ssize_t __swarmbmc_io_write(int fd, const void *buffer, size_t count) {
  if (fd < 0) return -1;
  if (count == 0) return 0;
  long n = __swarmbmc_socket_result("write", (long)count);
  if (n < 0) return SWARMBMC_FAIL_CHOOSING("write errno", EINTR, EIO, ENOSPC, EINTR); /* --io-errors */
  output_to(fd, buffer, n, -1);
  return n;
}

/* write at `offset`, leaving the position alone, as Linux's: -1 with ESPIPE
 * on 0..2 (pipes or terminals), EBADF on a descriptor not open here or
 * opened O_RDONLY, EINVAL for a negative offset; else as write(). */
ssize_t pwrite(int fd, const void *buffer, size_t count, long offset) {
  if (fd >= 0 && fd <= 2) return stream_fail_with(ESPIPE);
  struct swarmbmc_stream *s = fd >= FIRST_FILE_DESCRIPTOR ? stream_of(fd) : NULL;
  if (!s || !s->writable) return stream_fail_with(EBADF);
  if (offset < 0) return stream_fail_with(EINVAL);
  if (count == 0) return 0;
  long n = __swarmbmc_socket_result("pwrite", (long)count);
  if (n < 0) return SWARMBMC_FAIL_CHOOSING("pwrite errno", EINTR, EIO, ENOSPC, EINTR); /* --io-errors */
  output_to(fd, buffer, n, offset);
  return n;
}
ssize_t pwrite64(int fd, const void *buffer, size_t count, long long offset) {
  if (offset != (long)offset) return stream_fail_with(EINVAL);
  return pwrite(fd, buffer, count, (long)offset);
}

/* The input of a libFuzzer harness (frontend/FuzzHarness.cpp's driver calls
 * it before LLVMFuzzerTestOneInput): all of stdin, in an object of exactly
 * its length, so that a read one byte past the input is out of bounds as
 * under libFuzzer with AddressSanitizer. Stdin's length is unknown up to
 * --max-input-length; the driver meets its end, so an input at that limit
 * is an input bound (BOUNDED), as for a program reading stdin itself. */
void *malloc(unsigned long size);
unsigned long __swarmbmc_fuzz_input(unsigned char **data) {
  struct swarmbmc_stream *s = stream_of(0);
  long size = stream_available(s);
  unsigned char *bytes = (unsigned char *)malloc((size_t)size);
  for (long i = 0; i < size; i++) bytes[i] = (unsigned char)stream_next(s);
  __swarmbmc_stream_end(s->handle);
  *data = bytes;
  return (unsigned long)size;
}
