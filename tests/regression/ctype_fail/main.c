/* Passing a negative plain char (other than EOF) to a <ctype.h> function
 * is undefined behaviour (C11 7.4p1): cast to unsigned char first. */
#include <ctype.h>
char nondet_char(void);
int count_digits(void) {
  int n = 0;
  char c = nondet_char();
  if (isdigit(c)) n++;
  return n;
}
int main(void) { return count_digits(); }
