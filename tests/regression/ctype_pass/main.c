/* <ctype.h> in the "C" locale, on any unsigned char value and EOF. */
#include <assert.h>
#include <ctype.h>
#include <stdio.h>
unsigned char nondet_uchar(void);
int main(void) {
  int c = nondet_uchar();
  if (isdigit(c)) assert(c >= '0' && c <= '9' && isxdigit(c) && isalnum(c) && !isalpha(c));
  if (isalpha(c)) assert((isupper(c) || islower(c)) && isupper(toupper(c)) && islower(tolower(c)));
  if (isspace(c)) assert(!isgraph(c) && (c == ' ' || iscntrl(c)));
  if (ispunct(c)) assert(isprint(c) && !isalnum(c));
  assert(!isalpha(EOF) && tolower(EOF) == EOF && toupper('q') == 'Q' && tolower('Q') == 'q');
  assert(isblank('\t') && !isblank('\n') && c == toupper(c) + (islower(c) ? 32 : 0));
  return 0;
}
