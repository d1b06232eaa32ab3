/* fseek, ftell and rewind on a file of unknown contents and length (at
 * most --max-input-length 4): re-read bytes are the same bytes, SEEK_END is
 * the unknown length, errors as glibc's. */
#include <assert.h>
#include <errno.h>
#include <stdio.h>

int main(void) {
  FILE *f = fopen("data.bin", "rb");
  if (!f) return 1;
  int first = fgetc(f);
  if (first == EOF) return fclose(f);
  assert(ftell(f) == 1);
  rewind(f);
  assert(ftell(f) == 0 && fgetc(f) == first);
  assert(fseek(f, 0, SEEK_END) == 0);
  long size = ftell(f);
  assert(size >= 1 && size <= 4);
  assert(fgetc(f) == EOF && feof(f));
  assert(fseek(f, -1, SEEK_END) == 0 && !feof(f));
  int last = fgetc(f);
  assert(last != EOF);
  assert(fseek(f, -1, SEEK_CUR) == 0 && fgetc(f) == last);
  if (size == 1) assert(last == first);
  assert(ungetc('x', f) == 'x' && ftell(f) == size - 1);
  assert(fseek(f, 0, SEEK_SET) == 0 && fgetc(f) == first); /* ungetc's byte dropped */
  assert(fseek(f, 10, SEEK_SET) == 0 && fgetc(f) == EOF && ftell(f) == 10);
  errno = 0;
  assert(fseek(f, -1, SEEK_SET) == -1 && errno == EINVAL && ftell(f) == 10);
  assert(fseek(f, 0, 7) == -1 && errno == EINVAL);
  assert(fseek(stdin, 0, SEEK_SET) == -1 && errno == ESPIPE);
  assert(ftell(stdin) == -1);
  return fclose(f);
}
