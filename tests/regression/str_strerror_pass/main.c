/* glibc's English texts, "Unknown error N" beyond them, and the XSI
 * strerror_r's ERANGE for a buffer too small. */
#include <assert.h>
#include <errno.h>
#include <string.h>

extern int __xpg_strerror_r(int errnum, char *buf, size_t buflen);

int main(void) {
  assert(strcmp(strerror(ENOENT), "No such file or directory") == 0);
  assert(strcmp(strerror(ERANGE), "Numerical result out of range") == 0);
  assert(strcmp(strerror(0), "Success") == 0);
  assert(strcmp(strerror(41), "Unknown error 41") == 0);
  assert(strcmp(strerror(-7), "Unknown error -7") == 0);
  char small[6];
  assert(__xpg_strerror_r(EIO, small, sizeof small) == ERANGE && strcmp(small, "Input") == 0);
  assert(__xpg_strerror_r(5000, small, sizeof small) == EINVAL);
  char room[64];
  assert(__xpg_strerror_r(EIO, room, sizeof room) == 0 && strcmp(room, "Input/output error") == 0);
  return 0;
}
