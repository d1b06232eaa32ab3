/* fgetpos/fsetpos: the position saved after the checked byte, so the byte
 * read after fsetpos is the next one, never checked. */
#include <stdio.h>

int table[4];

int main(void) {
  FILE *f = fopen("data.bin", "rb");
  if (!f) return 1;
  int kind = fgetc(f);
  fpos_t after;
  if (fgetpos(f, &after) != 0) return 1;
  if (kind != EOF && kind < 4) {
    if (fsetpos(f, &after) != 0) return 1;
    int next = fgetc(f);
    if (next != EOF) table[next] = 1;
  }
  return fclose(f);
}
