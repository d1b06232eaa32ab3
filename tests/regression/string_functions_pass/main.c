#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <ctype.h>
#include <assert.h>
int main(void) {
  char a[16] = "hello";
  char b[16];
  strncpy(b, a, sizeof b);
  strcat(b, " w");
  strncat(b, "orld!", 3);
  assert(strlen(b) == 10 && strnlen(b, 4) == 4);
  assert(strcmp(b, "hello worl") == 0 && strncmp(b, "help", 3) == 0 && strcmp("a", "b") < 0);
  assert(strrchr(b, 'o') == b + 7 && strstr(b, "lo w") == b + 3 && strstr(b, "xyz") == NULL);
  assert(memcmp(a, "hel", 3) == 0 && memchr(a, 'l', 5) == a + 2);
  char *d = strdup(b);
  if (d) { assert(strcmp(d, b) == 0); free(d); }
  assert(atoi("  -123abc") == -123 && abs(-5) == 5 && labs(-6L) == 6 && llabs(-7LL) == 7);
  assert(toupper('q') == 'Q' && isdigit('7') && isalpha('z') && isspace('\t'));
  puts(a);
  putchar('x');
  return 0;
}
