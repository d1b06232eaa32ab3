/* strtok, strtok_r and strsep split as glibc does: strtok skips runs of
 * delimiters, strsep returns the empty fields between them. */
#include <assert.h>
#include <string.h>

int main(void) {
  char line[] = "  alpha,,beta gamma ";
  char *first = strtok(line, " ,");
  assert(first == line + 2 && strcmp(first, "alpha") == 0);
  char *second = strtok(NULL, " ,");
  assert(strcmp(second, "beta") == 0);
  assert(strcmp(strtok(NULL, " ,"), "gamma") == 0);
  assert(strtok(NULL, " ,") == NULL);

  char pairs[] = "a=1;b=2";
  char *save;
  char *pair = strtok_r(pairs, ";", &save);
  assert(strcmp(pair, "a=1") == 0 && strcmp(save, "b=2") == 0);

  char fields[] = "x,,y";
  char *rest = fields;
  assert(strcmp(strsep(&rest, ","), "x") == 0);
  assert(strcmp(strsep(&rest, ","), "") == 0);
  assert(strcmp(strsep(&rest, ","), "y") == 0 && rest == NULL);
  return 0;
}
