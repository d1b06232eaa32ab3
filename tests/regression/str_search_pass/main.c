#define _GNU_SOURCE
/* Spans, searches and case-insensitive comparison over a character of
 * input: each answer as glibc's, for every value of c. */
#include <assert.h>
#include <string.h>
#include <strings.h>

extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  char c = __VERIFIER_nondet_char();
  __VERIFIER_assume(c >= 'A' && c <= 'Z');
  char word[] = {'x', c, 'y', '\0'};
  char lower[] = {'X', (char)(c - 'A' + 'a'), 'Y', '\0'};
  assert(strcasecmp(word, lower) == 0);
  assert(strncasecmp(word, "xq", 1) == 0);
  assert(strspn("  \tkey", " \t") == 3);
  assert(strcspn("key=value", "=") == 3);
  assert(strpbrk("key=value", "=:") != NULL);
  assert(*strchrnul(word, 'z') == '\0' && strchrnul(word, c) == word + 1);
  assert(index(word, 'y') == word + 2 && rindex("abab", 'a') != NULL);
  assert(memmem("hello world", 11, "o w", 3) != NULL);
  assert(memmem("hello", 5, "", 0) != NULL);
  return 0;
}
