/* <stdio.h>: FILE streams over stream_core.h's contents (unknown up to
 * --max-input-length bytes, or bound with --stdin / --file). fopen of any
 * path succeeds (fails nondeterministically only under --io-errors, errno
 * ENOENT or EACCES); "r" and '+' modes read the stream's contents, "w" and
 * "a" have none (a read fails, EBADF). Output is a trace event, not
 * kept in the contents: fwrite here (__swarmbmc_output), printf, fprintf,
 * puts, fputs, fputc, putc and putchar in the encoder
 * (encoder/calls/OutputEvents.cpp), which reads a FILE's handle, its first
 * field: stdout's and stderr's are SWARMBMC_STDOUT and SWARMBMC_STDERR. */
#include "stream_core.h"

typedef struct swarmbmc_stream FILE;

static FILE stdin_stream;
static FILE stdout_stream = {.handle = SWARMBMC_STDOUT};
static FILE stderr_stream = {.handle = SWARMBMC_STDERR};
static FILE streams[SWARMBMC_MAX_STREAMS];
FILE *stdin = &stdin_stream;
FILE *stdout = &stdout_stream;
FILE *stderr = &stderr_stream;
static int stdin_started;

/* stdin opens at its first use (the encoder's hook needs a path to run on). */
static FILE *start(FILE *s) {
  if (s == &stdin_stream && !stdin_started) {
    stdin_started = 1;
    stream_open(s, "stdin", 1);
  }
  return s;
}
/* The message must be a literal for the encoder: hence a macro. */
#define ready(s, function) \
  (__swarmbmc_precondition((s) != NULL, function ": the stream is NULL"), start(s))

/* "r" reads, "w" and "a" only write (no contents), '+' does both. */
FILE *fopen(const char *path, const char *mode) {
  __swarmbmc_precondition(path != NULL && mode != NULL, "fopen: path or mode is NULL");
  if (__swarmbmc_stream_open_fails("fopen")) {
    SWARMBMC_FAIL_CHOOSING("fopen errno", ENOENT, EACCES, ENOENT, ENOENT);
    return NULL;
  }
  FILE *s = stream_slot(streams);
  /* A real system opens more: beyond the model's limit the path is cut
   * (UNKNOWN), never reported as the program's failure. */
  if (s == NULL) __swarmbmc_stream_unsupported("fopen: more than 8 streams open at once (the model's limit)");
  int readable = *mode == 'r', writable = 0;
  for (const char *m = mode; *m; m++) {
    if (*m == '+') readable = 1;
    if (*m == '+' || *m == 'w' || *m == 'a') writable = 1;
  }
  stream_open(s, path, readable);
  s->writable = writable;
  return s;
}

int fclose(FILE *s) {
  __swarmbmc_precondition(s != NULL, "fclose: stream is NULL");
  if (s == &stdout_stream || s == &stderr_stream) return 0;
  ready(s, "fclose");
  __swarmbmc_precondition(s->open, "fclose: the stream is not open (closed twice?)");
  s->open = 0;
  return 0;
}

int fgetc(FILE *s) {
  ready(s, "fgetc");
  __swarmbmc_precondition(s->open, "fgetc: the stream is not open");
  return stream_next(s);
}
int getc(FILE *s) { return fgetc(s); }
int _IO_getc(FILE *s) { return fgetc(s); }
int getc_unlocked(FILE *s) { return fgetc(s); }
int fgetc_unlocked(FILE *s) { return fgetc(s); }
int getchar(void) { return fgetc(stdin); }
int getchar_unlocked(void) { return fgetc(stdin); }

/* Push-back of up to SWARMBMC_MAX_PUSHED_BACK bytes, read back last first. */
int ungetc(int c, FILE *s) {
  ready(s, "ungetc");
  if (c == EOF) return EOF;
  if (s->pushed_count == SWARMBMC_MAX_PUSHED_BACK) {
    __swarmbmc_stream_unsupported("ungetc: more than 4 bytes pushed back (swarmbmc's stream model's limit)");
    return EOF;
  }
  s->pushed_back[s->pushed_count++] = (unsigned char)c;
  s->at_end = 0;
  return (unsigned char)c;
}

/* Up to n-1 bytes, through the first newline; NULL (buffer untouched) when
 * the end comes before any byte. */
char *fgets(char *buffer, int n, FILE *s) {
  ready(s, "fgets");
  __swarmbmc_precondition(s->open, "fgets: the stream is not open");
  if (n <= 0) return NULL;
  int i = 0;
  while (i < n - 1) {
    int c = stream_next(s);
    if (c == EOF) break;
    buffer[i++] = (char)c;
    if (c == '\n') break;
  }
  if (i == 0 && n > 1) return NULL;
  buffer[i] = 0;
  return buffer;
}

size_t fread(void *destination, size_t size, size_t count, FILE *s) {
  ready(s, "fread");
  __swarmbmc_precondition(s->open, "fread: the stream is not open");
  if (size == 0 || count == 0) return 0;
  unsigned char *bytes = (unsigned char *)destination;
  size_t total = size * count, i = 0;
  while (i < total) {
    int c = stream_next(s);
    if (c == EOF) break;
    bytes[i++] = (unsigned char)c;
  }
  return i / size;
}

/* As glibc's: 0 for a zero size or count; a stream not opened for writing
 * writes nothing, sets the error flag and returns 0 (EBADF); under
 * --io-errors a write may be short or fail (the error flag again). The
 * bytes written are an output event. */
size_t fwrite(const void *data, size_t size, size_t count, FILE *s) {
  ready(s, "fwrite");
  int standard = s == &stdout_stream || s == &stderr_stream;
  if (!standard) __swarmbmc_precondition(s->open, "fwrite: the stream is not open");
  if (size == 0 || count == 0) return 0;
  if (!standard && !s->writable) {
    s->error = 1;
    stream_fail_with(EBADF);
    return 0;
  }
  __swarmbmc_precondition(data != NULL, "fwrite: the data is NULL");
  long n = __swarmbmc_socket_result("fwrite", (long)(size * count));
  if (n < 0) {
    s->error = 1;
    SWARMBMC_FAIL_CHOOSING("fwrite errno", EIO, ENOSPC, EINTR, EIO);
    return 0;
  }
  __swarmbmc_output(s->handle, data, n, -1);
  return (size_t)n / size;
}
size_t fwrite_unlocked(const void *data, size_t size, size_t count, FILE *s) { return fwrite(data, size, count, s); }

int feof(FILE *s) { return ready(s, "feof")->at_end; }
int ferror(FILE *s) { return ready(s, "ferror")->error; }
void clearerr(FILE *s) {
  ready(s, "clearerr");
  s->at_end = 0;
  s->error = 0;
}

/* stdin, stdout and stderr are taken to be pipes (or terminals), as when a
 * test harness or `swarmbmc replay` feeds stdin: glibc's fseek and ftell
 * fail there with ESPIPE. Files are regular files of the stream's length. */
static int is_pipe(FILE *s) {
  return s == &stdin_stream || s == &stdout_stream || s == &stderr_stream;
}

/* The position ftell reports: bytes ungetc pushed back count as unread.
 * glibc's answer for more pushed back than was read is not modelled. */
static long logical_position(FILE *s) {
  if (s->pushed_count > s->position)
    __swarmbmc_stream_unsupported("ftell/fseek: ungetc before the start of the file");
  return s->position - s->pushed_count;
}

/* As glibc's: 0, or -1 with errno (ESPIPE on stdin, EINVAL for a bad whence
 * or a negative position); a success drops ungetc's bytes and the EOF flag. */
int fseeko(FILE *s, long offset, int whence) {
  ready(s, "fseek");
  if (is_pipe(s)) return (int)stream_fail_with(ESPIPE);
  __swarmbmc_precondition(s->open, "fseek: the stream is not open");
  stream_seekable(s);
  long target = stream_seek_target(s, logical_position(s), offset, whence);
  if (target < 0) return -1;
  s->position = target;
  s->pushed_count = 0;
  s->at_end = 0;
  return 0;
}
int fseek(FILE *s, long offset, int whence) { return fseeko(s, offset, whence); }
int fseeko64(FILE *s, long long offset, int whence) {
  if (offset != (long)offset) return (int)stream_fail_with(EOVERFLOW); /* i386's 32-bit position */
  return fseeko(s, (long)offset, whence);
}

long ftello(FILE *s) {
  ready(s, "ftell");
  if (is_pipe(s)) return stream_fail_with(ESPIPE);
  __swarmbmc_precondition(s->open, "ftell: the stream is not open");
  return logical_position(s);
}
long ftell(FILE *s) { return ftello(s); }
long long ftello64(FILE *s) { return ftello(s); }

/* fseek to the start, whose failure (stdin) is ignored, then clearerr. */
void rewind(FILE *s) {
  (void)fseek(s, 0, SEEK_SET);
  s->at_end = 0;
  s->error = 0;
}

/* glibc's fpos_t: the offset, then the multibyte state (8 bytes), which the
 * "C" locale's byte streams leave zero. fpos64_t has a 64-bit offset. */
typedef struct { long offset; int state[2]; } swarmbmc_fpos;
typedef struct { long long offset; int state[2]; } swarmbmc_fpos64;

int fgetpos(FILE *s, swarmbmc_fpos *position) {
  long offset = ftello(s);
  if (offset < 0) return -1; /* ESPIPE on stdin */
  __swarmbmc_precondition(position != NULL, "fgetpos: the position is NULL");
  position->offset = offset;
  position->state[0] = position->state[1] = 0;
  return 0;
}
int fsetpos(FILE *s, const swarmbmc_fpos *position) {
  __swarmbmc_precondition(position != NULL, "fsetpos: the position is NULL");
  return fseeko(s, position->offset, SEEK_SET);
}
int fgetpos64(FILE *s, swarmbmc_fpos64 *position) {
  long offset = ftello(s);
  if (offset < 0) return -1;
  __swarmbmc_precondition(position != NULL, "fgetpos: the position is NULL");
  position->offset = offset;
  position->state[0] = position->state[1] = 0;
  return 0;
}
int fsetpos64(FILE *s, const swarmbmc_fpos64 *position) {
  __swarmbmc_precondition(position != NULL, "fsetpos: the position is NULL");
  return fseeko64(s, position->offset, SEEK_SET);
}
