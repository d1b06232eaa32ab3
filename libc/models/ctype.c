/* <ctype.h> for the "C" locale (ASCII), as swarmbmc checks it.
 *
 * Two ways in: programs that swarmbmc compiles see plain calls (it passes
 * -D__NO_CTYPE, so glibc's header declares functions instead of macros), and
 * these functions compute the answer arithmetically; programs compiled
 * elsewhere use glibc's macros, which index the tables behind
 * __ctype_b_loc / __ctype_toupper_loc / __ctype_tolower_loc, defined below
 * for indices -128..255 as glibc's are. An argument that is neither EOF
 * nor representable as unsigned char is undefined behaviour (C11 7.4p1):
 * the functions report it as a failed precondition, the tables as a read
 * out of their bounds. */
#include "swarmbmc_model.h"

#define EOF_VALUE (-1)

static int in_domain(int c) { return c == EOF_VALUE || (c >= 0 && c <= 255); }

#define CHECK_DOMAIN(name, c) \
  __swarmbmc_precondition(in_domain(c), name ": argument is neither EOF nor an unsigned char value")

static int upper(int c) { return c >= 'A' && c <= 'Z'; }
static int lower(int c) { return c >= 'a' && c <= 'z'; }
static int digit(int c) { return c >= '0' && c <= '9'; }
static int alpha(int c) { return upper(c) || lower(c); }
static int space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static int cntrl(int c) { return (c >= 0 && c < 32) || c == 127; }
static int print(int c) { return c >= 32 && c < 127; }
static int graph(int c) { return c > 32 && c < 127; }
static int punct(int c) { return graph(c) && !alpha(c) && !digit(c); }
static int xdigit(int c) { return digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static int blank(int c) { return c == ' ' || c == '\t'; }

/* glibc's class bits (ctype.h, little-endian _ISbit): */
enum {
  B_UPPER = 1 << 8, B_LOWER = 1 << 9, B_ALPHA = 1 << 10, B_DIGIT = 1 << 11, B_XDIGIT = 1 << 12,
  B_SPACE = 1 << 13, B_PRINT = 1 << 14, B_GRAPH = 1 << 15, B_BLANK = 1 << 0, B_CNTRL = 1 << 1,
  B_PUNCT = 1 << 2, B_ALNUM = 1 << 3
};

/* glibc's functions return the class bit itself (isalpha('a') is 1024), as
 * its macros do: (*__ctype_b_loc())[c] & _ISalpha. */
#define BIT(test, bit) ((test) ? (bit) : 0)
int isalnum(int c) { CHECK_DOMAIN("isalnum", c); return BIT(alpha(c) || digit(c), B_ALNUM); }
int isalpha(int c) { CHECK_DOMAIN("isalpha", c); return BIT(alpha(c), B_ALPHA); }
int isblank(int c) { CHECK_DOMAIN("isblank", c); return BIT(blank(c), B_BLANK); }
int iscntrl(int c) { CHECK_DOMAIN("iscntrl", c); return BIT(cntrl(c), B_CNTRL); }
int isdigit(int c) { CHECK_DOMAIN("isdigit", c); return BIT(digit(c), B_DIGIT); }
int isgraph(int c) { CHECK_DOMAIN("isgraph", c); return BIT(graph(c), B_GRAPH); }
int islower(int c) { CHECK_DOMAIN("islower", c); return BIT(lower(c), B_LOWER); }
int isprint(int c) { CHECK_DOMAIN("isprint", c); return BIT(print(c), B_PRINT); }
int ispunct(int c) { CHECK_DOMAIN("ispunct", c); return BIT(punct(c), B_PUNCT); }
int isspace(int c) { CHECK_DOMAIN("isspace", c); return BIT(space(c), B_SPACE); }
int isupper(int c) { CHECK_DOMAIN("isupper", c); return BIT(upper(c), B_UPPER); }
int isxdigit(int c) { CHECK_DOMAIN("isxdigit", c); return BIT(xdigit(c), B_XDIGIT); }
int toupper(int c) { CHECK_DOMAIN("toupper", c); return lower(c) ? c - 'a' + 'A' : c; }
int tolower(int c) { CHECK_DOMAIN("tolower", c); return upper(c) ? c - 'A' + 'a' : c; }


/* The same classification as constant expressions, for the tables. */
#define M_UPPER(c) ((c) >= 'A' && (c) <= 'Z')
#define M_LOWER(c) ((c) >= 'a' && (c) <= 'z')
#define M_DIGIT(c) ((c) >= '0' && (c) <= '9')
#define M_ALPHA(c) (M_UPPER(c) || M_LOWER(c))
#define M_SPACE(c) ((c) == ' ' || ((c) >= '\t' && (c) <= '\r'))
#define M_CNTRL(c) (((c) >= 0 && (c) < 32) || (c) == 127)
#define M_PRINT(c) ((c) >= 32 && (c) < 127)
#define M_GRAPH(c) ((c) > 32 && (c) < 127)
#define M_PUNCT(c) (M_GRAPH(c) && !M_ALPHA(c) && !M_DIGIT(c))
#define M_XDIGIT(c) (M_DIGIT(c) || ((c) >= 'a' && (c) <= 'f') || ((c) >= 'A' && (c) <= 'F'))
#define M_BLANK(c) ((c) == ' ' || (c) == '\t')
#define CLASS(c)                                                                                        \
  (unsigned short)((M_UPPER(c) ? B_UPPER : 0) | (M_LOWER(c) ? B_LOWER : 0) | (M_ALPHA(c) ? B_ALPHA : 0) | \
                   (M_DIGIT(c) ? B_DIGIT : 0) | (M_XDIGIT(c) ? B_XDIGIT : 0) | (M_SPACE(c) ? B_SPACE : 0) | \
                   (M_PRINT(c) ? B_PRINT : 0) | (M_GRAPH(c) ? B_GRAPH : 0) | (M_BLANK(c) ? B_BLANK : 0) | \
                   (M_CNTRL(c) ? B_CNTRL : 0) | (M_PUNCT(c) ? B_PUNCT : 0) |                               \
                   ((M_ALPHA(c) || M_DIGIT(c)) ? B_ALNUM : 0))
#define TO_UPPER(c) (M_LOWER(c) ? (c) - 'a' + 'A' : (c))
#define TO_LOWER(c) (M_UPPER(c) ? (c) - 'A' + 'a' : (c))

/* Entry i of each table describes character i - 128 (signed char values
 * and EOF index below 0), as glibc's tables do; constant initializers, so
 * using them costs no unrolling. */
#define ROWS(F, c) F(c), F((c) + 1), F((c) + 2), F((c) + 3)
#define ROWS16(F, c) ROWS(F, c), ROWS(F, (c) + 4), ROWS(F, (c) + 8), ROWS(F, (c) + 12)
#define ROWS64(F, c) ROWS16(F, c), ROWS16(F, (c) + 16), ROWS16(F, (c) + 32), ROWS16(F, (c) + 48)
#define TABLE(F) {ROWS64(F, -128), ROWS64(F, -64), ROWS64(F, 0), ROWS64(F, 64), ROWS64(F, 128), ROWS64(F, 192)}
#define CLASS_OR_NONE(c) ((c) < 0 ? (unsigned short)0 : CLASS(c))

static const unsigned short class_table[384] = TABLE(CLASS_OR_NONE);
static const int upper_table[384] = TABLE(TO_UPPER);
static const int lower_table[384] = TABLE(TO_LOWER);
static const unsigned short *class_pointer = class_table + 128;
static const int *upper_pointer = upper_table + 128;
static const int *lower_pointer = lower_table + 128;

const unsigned short **__ctype_b_loc(void) { return &class_pointer; }
const int **__ctype_toupper_loc(void) { return &upper_pointer; }
const int **__ctype_tolower_loc(void) { return &lower_pointer; }

/* isascii and toascii accept any int (glibc: ((c) & ~0x7f) == 0, c & 0x7f). */
int isascii(int c) { return (c & ~0x7f) == 0; }
int toascii(int c) { return c & 0x7f; }

/* The _l variants take a locale the model cannot see: every glibc locale
 * classifies the ASCII characters as "C" does, but a byte above 127 (a
 * letter in ISO-8859-1, nothing in UTF-8) depends on it, so such a call
 * cuts the path as unsupported. */
void __swarmbmc_stream_unsupported(const char *what);
static int ascii_in_locale(const char *name, int c, void *locale) {
  __swarmbmc_precondition(locale != (void *)0 && locale != (void *)-1L,
                          "ctype _l function: not a locale object (NULL or LC_GLOBAL_LOCALE)");
  __swarmbmc_precondition(in_domain(c), "ctype _l function: argument is neither EOF nor an unsigned char value");
  if (c > 127) __swarmbmc_stream_unsupported(name);
  return 1;
}
#define LOCALE_VARIANT(name, body)                                                                      \
  int name##_l(int c, void *locale) {                                                                   \
    ascii_in_locale(#name "_l of a byte above 127 (depends on the locale)", c, locale);                \
    return body;                                                                                        \
  }
LOCALE_VARIANT(isalnum, BIT(alpha(c) || digit(c), B_ALNUM))
LOCALE_VARIANT(isalpha, BIT(alpha(c), B_ALPHA))
LOCALE_VARIANT(isblank, BIT(blank(c), B_BLANK))
LOCALE_VARIANT(iscntrl, BIT(cntrl(c), B_CNTRL))
LOCALE_VARIANT(isdigit, BIT(digit(c), B_DIGIT))
LOCALE_VARIANT(isgraph, BIT(graph(c), B_GRAPH))
LOCALE_VARIANT(islower, BIT(lower(c), B_LOWER))
LOCALE_VARIANT(isprint, BIT(print(c), B_PRINT))
LOCALE_VARIANT(ispunct, BIT(punct(c), B_PUNCT))
LOCALE_VARIANT(isspace, BIT(space(c), B_SPACE))
LOCALE_VARIANT(isupper, BIT(upper(c), B_UPPER))
LOCALE_VARIANT(isxdigit, BIT(xdigit(c), B_XDIGIT))
LOCALE_VARIANT(toupper, lower(c) ? c - 'a' + 'A' : c)
LOCALE_VARIANT(tolower, upper(c) ? c - 'A' + 'a' : c)

/* Locale objects for the _l functions: newlocale gives a block of the
 * encoder's allocator (freelocale frees it: leaks are checked). "C" and
 * "POSIX" always exist; another name may be missing (NULL, ENOENT: an input
 * decides). A base locale is changed in place and returned, as glibc's. */
void *malloc(unsigned long size);
void free(void *block);
int *__errno_location(void);
int nondet_newlocale_fails(void);
static int is_c_locale(const char *name) {
  return (name[0] == 'C' && name[1] == '\0') ||
         (name[0] == 'P' && name[1] == 'O' && name[2] == 'S' && name[3] == 'I' && name[4] == 'X' && name[5] == '\0');
}
void *newlocale(int mask, const char *name, void *base) {
  (void)mask;
  if (!is_c_locale(name) && nondet_newlocale_fails()) {
    *__errno_location() = 2; /* ENOENT */
    return (void *)0;
  }
  if (base != (void *)0) return base;
  return malloc(8);
}
void freelocale(void *locale) { free(locale); }
