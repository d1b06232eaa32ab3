#include <stdio.h>
int main(void) {
  FILE *f = fopen("config.txt", "r"); /* not checked for NULL */
  int c = fgetc(f);
  fclose(f);
  return c == EOF;
}
