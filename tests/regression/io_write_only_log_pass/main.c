/* Write-only streams have no contents: a read from a "w" or "a" FILE
 * returns EOF with the error flag (glibc: EBADF), a read() from an
 * O_WRONLY descriptor fails with EBADF; "w+" still reads (unknown bytes,
 * as before: written bytes are not kept). */
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  FILE *log = fopen("out.log", "a");
  if (!log) return 1;
  fputs("start\n", log);
  assert(fgetc(log) == EOF && ferror(log) && !feof(log));
  int fd = open("data.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return 1;
  char b;
  errno = 0;
  assert(read(fd, &b, 1) == -1 && errno == EBADF);
  assert(write(fd, "abc", 3) == 3);
  FILE *both = fopen("both.txt", "w+");
  if (both) {
    int c = fgetc(both);
    assert(c == EOF || (c >= 0 && c <= 255));
    fclose(both);
  }
  close(fd);
  fclose(log);
  return 0;
}
