/* getline and getdelim as glibc's: a NULL *lineptr (or *n == 0) gets a
 * fresh 120-byte malloc block, a line that does not fit doubles the block
 * with realloc (the encoder's allocator: leaks, double frees and the old
 * pointer after a move are checked as for the program's own), the bytes up
 * to and including the delimiter are stored and NUL-terminated, and the
 * result is their count, or -1 when the end comes before any byte (the
 * buffer then stays as it was: glibc does not NUL-terminate it). A NULL
 * lineptr or n is EINVAL (-1), as glibc returns, not a crash. Bytes come
 * through fgetc, so every stream of stdio.c works (stdin, --stdin, files
 * bound with --file or unknown). */
#include "libc/models/swarmbmc_model.h"

typedef unsigned long size_t;
typedef long ssize_t;
typedef struct swarmbmc_stream FILE;
#define NULL ((void *)0)
#define EOF (-1)
#define EINVAL 22
#define ENOMEM 12
/* glibc's first allocation. */
#define GETLINE_INITIAL_SIZE 120

int fgetc(FILE *s);
void *malloc(size_t size);
void *realloc(void *pointer, size_t size);
int *__errno_location(void);

static ssize_t fail_with(int error) {
  *__errno_location() = error;
  return -1;
}

ssize_t getdelim(char **lineptr, size_t *n, int delimiter, FILE *s) {
  __swarmbmc_precondition(s != NULL, "getdelim: the stream is NULL");
  if (lineptr == NULL || n == NULL) return fail_with(EINVAL);
  if (*lineptr == NULL || *n == 0) {
    *n = GETLINE_INITIAL_SIZE;
    *lineptr = malloc(*n);
    if (*lineptr == NULL) return fail_with(ENOMEM);
  }
  size_t length = 0;
  for (;;) {
    int c = fgetc(s);
    if (c == EOF) break;
    if (length + 2 > *n) { /* room for this byte and the NUL */
      char *grown = realloc(*lineptr, 2 * *n);
      if (grown == NULL) return fail_with(ENOMEM);
      *lineptr = grown;
      *n = 2 * *n;
    }
    (*lineptr)[length++] = (char)c;
    if (c == (unsigned char)delimiter) break;
  }
  if (length == 0) return -1;
  (*lineptr)[length] = 0;
  return (ssize_t)length;
}

ssize_t getline(char **lineptr, size_t *n, FILE *s) { return getdelim(lineptr, n, '\n', s); }
ssize_t __getdelim(char **lineptr, size_t *n, int delimiter, FILE *s) { return getdelim(lineptr, n, delimiter, s); }
