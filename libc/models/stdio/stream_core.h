/* The input stream shared by the stdio model (stdio.c: FILE *) and the
 * file descriptor model (io.c): a position in contents the encoder provides
 * (encoder/calls/StreamInputs.cpp): unknown bytes up to --max-input-length,
 * or a file's bytes bound with --stdin / --file PATH=FILE. Each module has
 * its own table, so read(0, ...) and getchar() read stdin independently. */
#ifndef SWARMBMC_STREAM_CORE_H
#define SWARMBMC_STREAM_CORE_H

#include "libc/models/swarmbmc_model.h"

typedef unsigned long size_t;
typedef long ssize_t;
#define NULL ((void *)0)
#define EOF (-1)
/* Streams open at the same time, besides stdin. */
#define SWARMBMC_MAX_STREAMS 8

/* The encoder's hooks: the length of the stream named `name` ("stdin" or a
 * path; 0 when not `readable`), with its handle for __swarmbmc_stream_byte
 * and output events; its byte at `position`
 * (< length); whether an open fails (only under --io-errors); how many of
 * `count` available bytes a read returns (count, or 1..count under
 * --io-errors). */
long __swarmbmc_stream_open(const char *name, long *handle, int readable);
int __swarmbmc_stream_byte(long handle, long position);
int __swarmbmc_stream_open_fails(const char *function);
long __swarmbmc_stream_short_read(long count);
/* The program meets the end of the stream `handle` (EOF, or a read asking
 * for more than is left): where the stream's unknown length is at
 * --max-input-length, a longer input could go on, so the encoder makes this
 * a bound (BOUNDED, not VERIFIED, as an unwinding cut). */
void __swarmbmc_stream_end(long handle);
/* Cuts the path, naming what the model does not cover (UNKNOWN, not a guess). */
void __swarmbmc_stream_unsupported(const char *what);
/* An output event in the trace (encoder/calls/OutputEvents.cpp): `count`
 * bytes at `data` written to the stream whose handle is `stream` (or
 * SWARMBMC_STDOUT / SWARMBMC_STDERR) at `offset` (pwrite; -1 otherwise).
 * It changes nothing the program sees. */
void __swarmbmc_output(long stream, const void *data, long count, long offset);
/* What a write of `count` bytes returns (encoder/calls/SocketInputs.cpp):
 * `count`, or under --io-errors -1 or 1..count (an input "write returns"). */
long __swarmbmc_socket_result(const char *function, long count);
#define SWARMBMC_STDOUT (-1L)
#define SWARMBMC_STDERR (-2L)

/* Bytes ungetc can push back before a read (glibc takes more; beyond this
 * the path is cut as unsupported rather than answered wrongly). */
#define SWARMBMC_MAX_PUSHED_BACK 4

struct swarmbmc_stream {
  long handle;
  long length;
  long position;
  int pushed_back[SWARMBMC_MAX_PUSHED_BACK]; /* ungetc's bytes, the last pushed last */
  int pushed_count;
  int at_end;
  int error;
  int open;
  /* Opened for writing too ("r+", "w", "a", O_RDWR, ...): writes are
   * output events, not kept in the contents, so reading back after a seek
   * could see old bytes where the program wrote new ones: stream_seekable
   * cuts it. */
  int writable;
  /* Opened write-only ("w", "a", O_WRONLY): no contents (the encoder makes
   * no inputs for them); a read fails with EBADF as on Linux. */
  int write_only;
};

#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define EBADF 9
#define EACCES 13
#define EINVAL 22
#define ENOSPC 28
#define ESPIPE 29
#define EOVERFLOW 75
int *__errno_location(void);

static inline long stream_fail_with(int error) {
  *__errno_location() = error;
  return -1;
}

/* The errno of a failure a real system answers with one of several values
 * (an input named `label`, "open errno", among a..d: a program may branch
 * on it); `label` must be a literal for the encoder, hence a macro. */
int __swarmbmc_socket_errno(const char *label, int a, int b, int c, int d);
#define SWARMBMC_FAIL_CHOOSING(label, a, b, c, d) stream_fail_with(__swarmbmc_socket_errno(label, a, b, c, d))

/* `readable` 0: a write-only open, whose contents are never read. */
static inline void stream_open(struct swarmbmc_stream *s, const char *name, int readable) {
  s->length = __swarmbmc_stream_open(name, &s->handle, readable);
  s->position = 0;
  s->pushed_count = 0;
  s->at_end = 0;
  s->error = 0;
  s->open = 1;
  s->writable = 0;
  s->write_only = !readable;
}

/* Whether a seek may move `s`: on a stream the program may write, the bytes
 * read after a seek could be ones it wrote, which the model does not keep,
 * so the path is cut (UNKNOWN, named) rather than answered with old bytes. */
static inline void stream_seekable(struct swarmbmc_stream *s) {
  if (s->writable) __swarmbmc_stream_unsupported("fseek/lseek/pread on a file opened for writing (writes are not modelled)");
}

/* The next byte as an unsigned char value, or EOF at the end. */
static inline int stream_next(struct swarmbmc_stream *s) {
  if (s->write_only) { /* glibc: the error flag, EBADF */
    s->error = 1;
    stream_fail_with(EBADF);
    return EOF;
  }
  if (s->pushed_count > 0) return s->pushed_back[--s->pushed_count];
  if (s->position >= s->length) {
    s->at_end = 1;
    __swarmbmc_stream_end(s->handle);
    return EOF;
  }
  int c = __swarmbmc_stream_byte(s->handle, s->position);
  s->position++;
  return c;
}

/* Bytes left before the end (ungetc's byte included); a seek may have put
 * the position beyond the end. */
static inline long stream_available(struct swarmbmc_stream *s) {
  long left = s->length > s->position ? s->length - s->position : 0;
  return left + s->pushed_count;
}

/* lseek's arithmetic, shared by fseek: the new position, or -1 with errno
 * (EINVAL for an unknown whence or a negative result, EOVERFLOW when it
 * does not fit). `current` is the position SEEK_CUR counts from. Positions
 * beyond the end are allowed (reads there return the end). SEEK_DATA and
 * SEEK_HOLE cut the path as unsupported. */
static inline long stream_seek_target(struct swarmbmc_stream *s, long current, long offset, int whence) {
  long base;
  if (whence == SEEK_SET) base = 0;
  else if (whence == SEEK_CUR) base = current;
  else if (whence == SEEK_END) base = s->length;
  else if (whence == 3 || whence == 4) {
    __swarmbmc_stream_unsupported("lseek/fseek: SEEK_DATA or SEEK_HOLE");
    return -1;
  } else return stream_fail_with(EINVAL);
  long target;
  /* Linux computes in 64 bits: past LONG_MAX is EINVAL; on i386 a result
   * beyond the 32-bit off_t is glibc's EOVERFLOW. */
  if (__builtin_add_overflow(base, offset, &target)) return stream_fail_with(sizeof(long) == 8 ? EINVAL : EOVERFLOW);
  if (target < 0) return stream_fail_with(EINVAL);
  return target;
}

/* A free slot of `table`, or NULL when all are in use. */
static inline struct swarmbmc_stream *stream_slot(struct swarmbmc_stream *table) {
  for (int i = 0; i < SWARMBMC_MAX_STREAMS; i++)
    if (!table[i].open) return &table[i];
  return NULL;
}

#endif
