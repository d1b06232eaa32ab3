/* strcasecmp returns the difference of the lowered bytes, as glibc's:
 * 'b' - 'a' is 1 only when c is 'B'. */
#include <assert.h>
#include <strings.h>

extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  char c = __VERIFIER_nondet_char();
  __VERIFIER_assume(c >= 'B' && c <= 'Z');
  char word[] = {c, '\0'};
  assert(strcasecmp(word, "a") < 5);
  return 0;
}
