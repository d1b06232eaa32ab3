/* A file opened for update: the byte written back is what a re-read sees
 * natively, but writes are not modelled, so the seek cuts the path (UNKNOWN)
 * rather than re-reading the old byte. */
#include <assert.h>
#include <stdio.h>

int main(void) {
  FILE *f = fopen("data.bin", "r+b");
  if (!f) return 1;
  int old = fgetc(f);
  if (old == EOF) return fclose(f);
  rewind(f);
  fputc(old + 1, f);
  rewind(f);
  assert(fgetc(f) == old); /* fails natively: the file now holds old + 1 */
  return fclose(f);
}
