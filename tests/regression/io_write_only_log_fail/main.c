/* A program that writes a log file (fopen "w") and a data file (open
 * O_WRONLY|O_CREAT|O_TRUNC) and fails on its stdin: the files are never
 * read, so the trace has no contents inputs for them ("out.log length",
 * "out.log[3]"), only stdin's. */
#include <assert.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  FILE *log = fopen("out.log", "w");
  if (!log) return 1;
  int fd = open("data.bin", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return 1;
  int c = getchar();
  fprintf(log, "read %d\n", c);
  write(fd, "abc", 3);
  assert(c != 'q');
  close(fd);
  fclose(log);
  return 0;
}
