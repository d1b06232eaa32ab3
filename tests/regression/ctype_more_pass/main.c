/* isascii/toascii over any int, and the _l variants on ASCII characters,
 * which every locale classifies as "C" does. */
#define _GNU_SOURCE
#include <assert.h>
#include <ctype.h>
#include <locale.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int c = __VERIFIER_nondet_int();
  assert(isascii(c) == (c >= 0 && c <= 127));
  assert(toascii(c) >= 0 && toascii(c) <= 127);
  locale_t here = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (here == (locale_t)0) return 0;
  __VERIFIER_assume(c >= 0 && c <= 127);
  assert(isalpha_l(c, here) == isalpha(c) && isdigit_l(c, here) == isdigit(c));
  assert(toupper_l('q', here) == 'Q' && tolower_l('Q', here) == 'q' && isspace_l('\t', here));
  freelocale(here);
  return 0;
}
