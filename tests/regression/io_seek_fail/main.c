/* The file's size from fseek/ftell, then the whole file read into a buffer
 * one byte too small for a 4-byte file. */
#include <stdio.h>

int main(void) {
  FILE *f = fopen("data.bin", "rb");
  if (!f) return 1;
  char buffer[3];
  if (fseek(f, 0, SEEK_END) != 0) return fclose(f);
  long size = ftell(f);
  rewind(f);
  size_t got = fread(buffer, 1, (size_t)size, f);
  fclose(f);
  return (int)got;
}
