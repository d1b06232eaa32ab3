#include <string.h>
#include <assert.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
  char word[6];
  for (int i = 0; i < 6; i++) word[i] = __VERIFIER_nondet_char();
  word[5] = 0;
  char copy[6];
  strcpy(copy, word);
  assert(strlen(copy) == strlen(word));
  assert(strcmp(copy, word) == 0);
  char *dot = strchr(copy, '.');
  assert(dot == NULL || *dot == '.');
  return 0;
}
