#define _GNU_SOURCE
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char *text = NULL;
  int n = asprintf(&text, "%s-%04d", "run", 7);
  if (n < 0) return 1;
  assert(n == 8);
  assert(strcmp(text, "run-0007") == 0);
  assert(text[n] == 0); /* the block holds the text and its terminator */
  free(text);
  return 0;
}
