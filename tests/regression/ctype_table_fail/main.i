/* As ctype_table_pass (glibc's macros, expanded by hand): lower-case
 * letters are alphabetic too, so isalpha(c) does not imply c < 91. */
extern const unsigned short int **__ctype_b_loc(void);
extern void __assert_fail(const char *assertion, const char *file, unsigned int line, const char *function);
unsigned char nondet_uchar(void);

int main(void) {
  int c = nondet_uchar();
  if ((*__ctype_b_loc())[c] & (unsigned short)(1 << 10)) /* isalpha */
    if (!(c < 91)) __assert_fail("c < 91", "main.i", 10, "main");
  return 0;
}
