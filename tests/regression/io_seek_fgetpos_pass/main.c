/* fgetpos/fsetpos on a file of unknown contents: the byte re-read at the
 * saved position is the byte checked there. */
#include <stdio.h>

int table[4];

int main(void) {
  FILE *f = fopen("data.bin", "rb");
  if (!f) return 1;
  fpos_t start;
  if (fgetpos(f, &start) != 0) return 1;
  int kind = fgetc(f);
  if (kind != EOF && kind < 4) {
    if (fsetpos(f, &start) != 0) return 1;
    table[fgetc(f)] = 1; /* the same byte: below 4 */
  }
  fpos_t none;
  if (fgetpos(stdin, &none) != -1) table[4] = 1; /* stdin is a pipe: ESPIPE */
  return fclose(f);
}
