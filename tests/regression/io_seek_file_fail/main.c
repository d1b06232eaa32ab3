/* A trailer: the file's last byte indexes a table. The crafted file's is 9. */
#include <stdio.h>

int table[4];

int main(void) {
  FILE *f = fopen("data.bin", "rb");
  if (!f) return 1;
  if (fseek(f, -1, SEEK_END) != 0) return fclose(f);
  int index = fgetc(f);
  if (index != EOF) table[index] = 1;
  return fclose(f);
}
