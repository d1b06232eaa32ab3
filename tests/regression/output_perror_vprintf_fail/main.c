/* perror, %m, dprintf and the vprintf family as output events: perror's
 * text is the strerror of the errno the model set (fopen failing under
 * --io-errors: ENOENT or EACCES, the trace's "fopen errno"; natively
 * app.conf is missing, so the replay fails the same way); vfprintf,
 * vprintf and vdprintf render the arguments their va_list holds. */
#include <assert.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
static void report(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  vfprintf(stderr, format, ap);
  va_end(ap);
  va_start(ap, format);
  vprintf(format, ap);
  va_end(ap);
  va_start(ap, format);
  vdprintf(2, format, ap);
  va_end(ap);
}
int main(void) {
  FILE *config = fopen("app.conf", "r");
  if (!config) {
    int error = errno;
    printf("errno: %m (%d)\n", error);
    perror("app.conf");
    errno = error; /* glibc's perror may change errno (natively: EINVAL) */
    perror("");
    dprintf(2, "fd %d: %s\n", 2, "giving up");
    report("code=%d name=%s ratio=%.2f\n", 42, "app", 2.5);
    assert(error != ENOENT); /* the bug: a missing file is not expected */
    return 1;
  }
  fclose(config);
  return 0;
}
