/* What a program using glibc's <ctype.h> macros looks like after
 * preprocessing (written by hand): isdigit(c) is a lookup in the table
 * behind __ctype_b_loc() (index -128..255), tolower(c) one in the table
 * behind __ctype_tolower_loc(). The class bits are glibc's. */
extern const unsigned short int **__ctype_b_loc(void);
extern const int **__ctype_tolower_loc(void);
extern void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
unsigned char nondet_uchar(void);

int main(void) {
  int c = nondet_uchar();
  if ((*__ctype_b_loc())[c] & (unsigned short)(1 << 11)) /* isdigit */
    if (!(c >= '0' && c <= '9')) __assert_fail("c is a digit", "main.i", 13, "main");
  if ((*__ctype_b_loc())[c] & (unsigned short)(1 << 8)) /* isupper */
    if (!((*__ctype_tolower_loc())[c] == c + 32)) __assert_fail("tolower(c) == c + 32", "main.i", 15, "main");
  if ((*__ctype_b_loc())[-1] != 0) __assert_fail("EOF is in no class", "main.i", 16, "main");
  return 0;
}
