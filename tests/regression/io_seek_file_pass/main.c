/* fseek/ftell on a file bound to "HELLO\n" with --file. */
#include <assert.h>
#include <stdio.h>

int main(void) {
  FILE *f = fopen("data.bin", "r");
  if (!f) return 1;
  assert(fseek(f, 2, SEEK_SET) == 0 && fgetc(f) == 'L' && ftell(f) == 3);
  assert(fseek(f, -1, SEEK_END) == 0 && fgetc(f) == '\n' && ftell(f) == 6);
  assert(fseek(f, -5, SEEK_CUR) == 0 && fgetc(f) == 'E');
  rewind(f);
  char word[6];
  assert(fgets(word, sizeof word, f) && word[0] == 'H' && word[4] == 'O');
  return fclose(f);
}
