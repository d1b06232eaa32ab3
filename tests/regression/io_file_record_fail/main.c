/* A file format: a 1-byte length field, then that many payload bytes. */
#include <stdio.h>

int main(void) {
  FILE *f = fopen("record.bin", "rb");
  if (!f) return 1;
  unsigned char length;
  if (fread(&length, 1, 1, f) != 1) { fclose(f); return 1; }
  char payload[4];
  size_t got = fread(payload, 1, length, f); /* overflows when length > 4 */
  fclose(f);
  return (int)got;
}
