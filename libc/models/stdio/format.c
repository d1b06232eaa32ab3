/* sprintf, snprintf, vsprintf, vsnprintf, asprintf, vasprintf and glibc's
 * fortified __sprintf_chk, __snprintf_chk, __vsprintf_chk, __vsnprintf_chk:
 * glibc's text byte by byte into the program's buffer, so a text longer
 * than the buffer trips [bounds] where glibc would overflow it.
 *
 * Conversions: %d %i %u %o %x %X %c %s %p %n %% with the flags - + space #
 * 0 ' (no effect in the C locale), width and precision (also '*'), lengths
 * hh h l ll q L j z Z t; glibc's "(nil)" for a NULL %p, "(null)" for a NULL
 * %s unless the precision is below 6 (then nothing). %f %F %e %E %g %G %a
 * %A are rendered by the encoder's __swarmbmc_format_double hook: glibc's
 * text when the double, flags, width and precision are known at encoding
 * time, else the path is cut as unsupported. Anything else (positional
 * arguments, %Lf, %lc, %ls, %m, %b, a format ending in '%') cuts the path as
 * unsupported: the verdict names it.
 *
 * The loops over the format's literal text, padding and %s copy 8 bytes per
 * iteration (unrolled), and digits are computed and written by straight-line
 * code, so a constant format needs a --depth of about an eighth of its
 * longest run, not its length. */
#include <stdarg.h>

#include "libc/models/swarmbmc_model.h"

typedef __SIZE_TYPE__ size_t;
#define NULL ((void *)0)
#define INT_MAX 0x7fffffff

void *malloc(size_t size);
/* The encoder's hooks: cut the path naming what is not modelled; render a
 * double (OutputLibrary's format hook, FormatDouble.cpp). */
void __swarmbmc_stream_unsupported(const char *what);
int __swarmbmc_format_double(char *text, int capacity, int flags, int width, int precision, int conversion,
                             double value);

/* Straight-line repetition: a loop would count against --depth. */
#define REPEAT2(x) x x
#define REPEAT8(x) x x x x x x x x
#define REPEAT10(x) REPEAT8(x) REPEAT2(x)
#define REPEAT20(x) REPEAT10(x) REPEAT10(x)
#define REPEAT22(x) REPEAT20(x) REPEAT2(x)

enum { FLAG_LEFT = 1, FLAG_PLUS = 2, FLAG_SPACE = 4, FLAG_ALT = 8, FLAG_ZERO = 16 };

/* Where the text goes: `capacity` bytes of `buffer` (the terminator
 * included) when `bounded` (snprintf; 0 for asprintf's counting pass),
 * else no limit but the buffer's own (sprintf: [bounds]). `length` counts
 * every byte of the text, written or not. */
struct sink {
  char *buffer;
  size_t capacity;
  int bounded;
  size_t length;
};

struct spec {
  int flags;
  int width;     /* 0: none */
  int precision; /* -1: none */
  int size;      /* bytes of the integer argument: 1 2 4 8; 16 for L */
  int wide_char; /* the modifier was a single 'l' (%lc, %ls) */
  int conversion;
};

static void sprintf_write(struct sink *out, char c) {
  if (!out->bounded || out->length + 1 < out->capacity) out->buffer[out->length] = c;
  out->length++;
}

/* `count` bytes `c`, count <= bound (bound known when the format is). */
static void pad(struct sink *out, char c, int count, int bound) {
  int k = 0;
  while (k < bound && k < count) {
    REPEAT8(if (k < count) {
      sprintf_write(out, c);
      k++;
    })
  }
}

static int sprintf_terminate(struct sink *out) {
  if (!out->bounded) out->buffer[out->length] = 0;
  else if (out->capacity > 0) out->buffer[out->length < out->capacity - 1 ? out->length : out->capacity - 1] = 0;
  if (out->length > INT_MAX) {
    __swarmbmc_stream_unsupported("sprintf: a text longer than INT_MAX bytes");
    return -1;
  }
  return (int)out->length;
}

/* ---- the conversion specification ---------------------------------- */

static int digits_value(const char **format) {
  int value = 0;
  while (**format >= '0' && **format <= '9') value = value * 10 + (*(*format)++ - '0');
  return value;
}

static int parse_flags(const char **format) {
  int flags = 0;
  for (;;) {
    char c = **format;
    if (c == '-') flags |= FLAG_LEFT;
    else if (c == '+') flags |= FLAG_PLUS;
    else if (c == ' ') flags |= FLAG_SPACE;
    else if (c == '#') flags |= FLAG_ALT;
    else if (c == '0') flags |= FLAG_ZERO;
    else if (c != '\'') return flags;
    (*format)++;
  }
}

/* glibc's sizes: l, z, Z, t are a long; q, ll, L, j 64 bits. */
static int parse_length(const char **format) {
  char c = **format;
  if (c == 'h') return (*++*format == 'h') ? (++*format, 1) : 2;
  if (c == 'l') return (*++*format == 'l') ? (++*format, 8) : (int)sizeof(long);
  if (c == 'z' || c == 'Z' || c == 't') return ++*format, (int)sizeof(long);
  if (c == 'q' || c == 'j') return ++*format, 8;
  if (c == 'L') return ++*format, 16;
  return 4;
}

/* The width: a number or '*' (a negative argument: '-' and its magnitude). */
static int parse_width(const char **format, va_list *arguments, struct spec *s) {
  if (**format != '*') {
    s->width = digits_value(format);
    return **format != '$';
  }
  (*format)++;
  int width = va_arg(*arguments, int);
  if (width == -INT_MAX - 1) return 0;
  if (width < 0) s->flags |= FLAG_LEFT, width = -width;
  s->width = width;
  return 1;
}

static int parse_precision(const char **format, va_list *arguments, struct spec *s) {
  s->precision = -1;
  if (**format != '.') return 1;
  (*format)++;
  if (**format == '*') {
    (*format)++;
    int precision = va_arg(*arguments, int);
    s->precision = precision < 0 ? -1 : precision;
    return 1;
  }
  if (**format == '-') return 0;
  s->precision = digits_value(format);
  return 1;
}

/* After the '%': fills `s`; 0 (the path cut) for what is not modelled. */
static int parse_spec(const char **format, va_list *arguments, struct spec *s) {
  s->flags = parse_flags(format);
  if (**format >= '1' && **format <= '9') {
    const char *after = *format;
    digits_value(&after);
    if (*after == '$') {
      __swarmbmc_stream_unsupported("sprintf: positional arguments (%1$d)");
      return 0;
    }
  }
  if (!parse_width(format, arguments, s) || !parse_precision(format, arguments, s)) {
    __swarmbmc_stream_unsupported("sprintf: a width or precision glibc rejects");
    return 0;
  }
  s->wide_char = **format == 'l' && (*format)[1] != 'l';
  s->size = parse_length(format);
  s->conversion = (unsigned char)*(*format)++;
  if (s->conversion == 0) {
    __swarmbmc_stream_unsupported("sprintf: a format ending inside a conversion");
    (*format)--;
    return 0;
  }
  return 1;
}

/* ---- integers ------------------------------------------------------ */

/* Decimal digits, least significant first; returns their count (>= 1).
 * 32-bit arithmetic unless `wide`: a 64-bit division per digit costs the
 * solver several times more. */
static int decimal_digits(char *d, unsigned long long value, int wide) {
  int n = 1, i = 0;
  if (!wide) {
    unsigned u = (unsigned)value;
    REPEAT10({
      unsigned q = u / 10u;
      d[i] = (char)('0' + u % 10u);
      if (u != 0) n = i + 1;
      u = q;
      i++;
    })
    return n;
  }
  REPEAT20({
    unsigned long long q = value / 10u;
    d[i] = (char)('0' + (int)(value % 10u));
    if (value != 0) n = i + 1;
    value = q;
    i++;
  })
  return n;
}

/* Octal (shift 3) or hexadecimal (shift 4) digits, as decimal_digits. */
static int power_digits(char *d, unsigned long long value, int shift, int upper) {
  int n = 1, i = 0;
  REPEAT22({
    int digit = (int)(value & ((1u << shift) - 1));
    d[i] = (char)(digit < 10 ? '0' + digit : (upper ? 'A' : 'a') + digit - 10);
    if (value != 0) n = i + 1;
    value >>= shift;
    i++;
  })
  return n;
}

#define EMIT_DIGIT(i) \
  if ((i) < n) sprintf_write(out, d[(i)]);
static void emit_digits(struct sink *out, const char *d, int n) {
  EMIT_DIGIT(21) EMIT_DIGIT(20) EMIT_DIGIT(19) EMIT_DIGIT(18) EMIT_DIGIT(17) EMIT_DIGIT(16)
  EMIT_DIGIT(15) EMIT_DIGIT(14) EMIT_DIGIT(13) EMIT_DIGIT(12) EMIT_DIGIT(11) EMIT_DIGIT(10)
  EMIT_DIGIT(9) EMIT_DIGIT(8) EMIT_DIGIT(7) EMIT_DIGIT(6) EMIT_DIGIT(5) EMIT_DIGIT(4)
  EMIT_DIGIT(3) EMIT_DIGIT(2) EMIT_DIGIT(1) EMIT_DIGIT(0)
}

/* A number's text: spaces, prefix (sign, 0x), zeros, digits, spaces. */
static void emit_number(struct sink *out, const struct spec *s, const char *prefix, int prefix_length,
                        const char *d, int n) {
  int zeros = s->precision > n ? s->precision - n : 0;
  if (s->conversion == 'o' && (s->flags & FLAG_ALT) && zeros == 0 && (n == 0 || d[n - 1] != '0')) zeros = 1;
  int body = prefix_length + zeros + n;
  int fill = s->width > body ? s->width - body : 0;
  if ((s->flags & FLAG_ZERO) && !(s->flags & FLAG_LEFT) && s->precision < 0) zeros += fill, fill = 0;
  if (!(s->flags & FLAG_LEFT)) pad(out, ' ', fill, s->width);
  for (int i = 0; i < prefix_length; i++) sprintf_write(out, prefix[i]);
  pad(out, '0', zeros, (s->width > s->precision ? s->width : s->precision) + 1);
  emit_digits(out, d, n);
  if (s->flags & FLAG_LEFT) pad(out, ' ', fill, s->width);
}

/* The argument of an integer conversion, widened to 64 bits (sign- or
 * zero-extended after hh's and h's truncation). */
static unsigned long long integer_argument(va_list *arguments, int size, int is_signed) {
  if (size >= 8) return (unsigned long long)va_arg(*arguments, long long);
  int value = va_arg(*arguments, int);
  if (size == 1) return is_signed ? (unsigned long long)(long long)(signed char)value : (unsigned char)value;
  if (size == 2) return is_signed ? (unsigned long long)(long long)(short)value : (unsigned short)value;
  return is_signed ? (unsigned long long)(long long)value : (unsigned)value;
}

static int convert_integer(struct sink *out, const struct spec *s, va_list *arguments) {
  const int c = s->conversion, is_signed = c == 'd' || c == 'i';
  const int wide = s->size >= 8;
  unsigned long long value = integer_argument(arguments, s->size, is_signed);
  char prefix[2];
  int prefix_length = 0;
  if (is_signed) {
    const int negative = wide ? (long long)value < 0 : (int)value < 0;
    if (negative) value = wide ? 0ull - value : (unsigned)(0u - (unsigned)value);
    if (negative) prefix[prefix_length++] = '-';
    else if (s->flags & FLAG_PLUS) prefix[prefix_length++] = '+';
    else if (s->flags & FLAG_SPACE) prefix[prefix_length++] = ' ';
  }
  if ((c == 'x' || c == 'X') && (s->flags & FLAG_ALT) && value != 0) {
    prefix[0] = '0';
    prefix[1] = (char)c;
    prefix_length = 2;
  }
  char d[22];
  int n = c == 'o'                 ? power_digits(d, value, 3, 0)
          : c == 'x' || c == 'X' ? power_digits(d, value, 4, c == 'X')
                                 : decimal_digits(d, value, wide);
  if (s->precision == 0 && value == 0) n = 0;
  emit_number(out, s, prefix, prefix_length, d, n);
  return 1;
}

/* ---- pointers, characters, strings, %n ----------------------------- */

/* `length` bytes of `text` between the width's spaces. */
static void emit_text(struct sink *out, const struct spec *s, const char *text, int length, int bound) {
  int fill = s->width > length ? s->width - length : 0;
  if (!(s->flags & FLAG_LEFT)) pad(out, ' ', fill, s->width);
  int i = 0;
  while (i < bound && i < length) {
    REPEAT8(if (i < length) {
      sprintf_write(out, text[i]);
      i++;
    })
  }
  if (s->flags & FLAG_LEFT) pad(out, ' ', fill, s->width);
}

/* %p: glibc's "%#lx" (sign flags and '0' honoured), "(nil)" for NULL. */
static int convert_pointer(struct sink *out, const struct spec *s, va_list *arguments) {
  void *pointer = va_arg(*arguments, void *);
  if (pointer == NULL) {
    emit_text(out, s, "(nil)", 5, 5);
    return 1;
  }
  char prefix[3];
  int prefix_length = 0;
  if (s->flags & FLAG_PLUS) prefix[prefix_length++] = '+';
  else if (s->flags & FLAG_SPACE) prefix[prefix_length++] = ' ';
  prefix[prefix_length++] = '0';
  prefix[prefix_length++] = 'x';
  char d[22];
  int n = power_digits(d, (unsigned long long)(size_t)pointer, 4, 0);
  emit_number(out, s, prefix, prefix_length, d, n);
  return 1;
}

/* The length of %s's text: up to the NUL or the precision (glibc reads no
 * further). */
static int string_length(const char *text, int precision) {
  int length = 0;
  while ((precision < 0 || length < precision) && text[length] != 0) {
    REPEAT8(if ((precision < 0 || length < precision) && text[length] != 0) length++;)
  }
  return length;
}

static int convert_string(struct sink *out, const struct spec *s, va_list *arguments) {
  const char *text = va_arg(*arguments, const char *);
  if (text == NULL) {
    if (s->precision < 0 || s->precision >= 6) emit_text(out, s, "(null)", 6, 6);
    else emit_text(out, s, "", 0, 0);
    return 1;
  }
  if (s->width == 0) {  /* no padding: no need of the length first */
    int i = 0;
    while ((s->precision < 0 || i < s->precision) && text[i] != 0) {
      REPEAT8(if ((s->precision < 0 || i < s->precision) && text[i] != 0) sprintf_write(out, text[i++]);)
    }
    return 1;
  }
  int length = string_length(text, s->precision);
  emit_text(out, s, text, length, s->precision < 0 ? INT_MAX : s->precision);
  return 1;
}

static int convert_count(struct sink *out, const struct spec *s, va_list *arguments) {
  void *to = va_arg(*arguments, void *);
  if (s->size == 1) *(signed char *)to = (signed char)out->length;
  else if (s->size == 2) *(short *)to = (short)out->length;
  else if (s->size == 8) *(long long *)to = (long long)out->length;
  else if (s->size == 16) *(long long *)to = (long long)out->length;
  else *(int *)to = (int)out->length;
  return 1;
}

/* ---- floating point ------------------------------------------------ */

#define FLOAT_TEXT_CAPACITY 512

/* glibc's text of the double, from the encoder's hook. */
static int convert_double(struct sink *out, const struct spec *s, va_list *arguments) {
  if (s->size == 16) {
    __swarmbmc_stream_unsupported("sprintf: long double (%Lf)");
    return 0;
  }
  double value = va_arg(*arguments, double);
  char text[FLOAT_TEXT_CAPACITY];
  int length = __swarmbmc_format_double(text, FLOAT_TEXT_CAPACITY, s->flags, s->width, s->precision,
                                        s->conversion, value);
  if (length < 0 || length >= FLOAT_TEXT_CAPACITY) {
    __swarmbmc_stream_unsupported("sprintf: a floating conversion longer than 511 bytes");
    return 0;
  }
  struct spec plain = {0, 0, -1, 4, 0, 's'};
  emit_text(out, &plain, text, length, length);
  return 1;
}

/* ---- the format ---------------------------------------------------- */

static int is_float_conversion(int c) {
  return c == 'f' || c == 'F' || c == 'e' || c == 'E' || c == 'g' || c == 'G' || c == 'a' || c == 'A';
}

static int convert(struct sink *out, const struct spec *s, va_list *arguments) {
  const int c = s->conversion;
  if (c == '%') return sprintf_write(out, '%'), 1;
  if ((c == 'c' || c == 's') && s->wide_char) {
    __swarmbmc_stream_unsupported("sprintf: wide characters (%lc, %ls)");
    return 0;
  }
  if (c == 'd' || c == 'i' || c == 'u' || c == 'o' || c == 'x' || c == 'X') return convert_integer(out, s, arguments);
  if (c == 'c') {
    char character = (char)va_arg(*arguments, int);
    emit_text(out, s, &character, 1, 1);
    return 1;
  }
  if (c == 's') return convert_string(out, s, arguments);
  if (c == 'p') return convert_pointer(out, s, arguments);
  if (c == 'n') return convert_count(out, s, arguments);
  if (is_float_conversion(c)) return convert_double(out, s, arguments);
  __swarmbmc_stream_unsupported("sprintf: a conversion other than %d %i %u %o %x %X %c %s %p %n %% %f %e %g %a");
  return 0;
}

/* The literal text up to the next '%' or the end, 8 bytes per iteration. */
static const char *copy_literal(struct sink *out, const char *format) {
  while (*format != 0 && *format != '%') {
    REPEAT8(if (*format != 0 && *format != '%') sprintf_write(out, *format++);)
  }
  return format;
}

/* Formats into `out`; the text's length, or -1 when the path was cut. */
static int format_into(struct sink *out, const char *format, va_list *arguments) {
  __swarmbmc_precondition(format != NULL, "sprintf: the format is NULL");
  if (format == NULL) return -1;
  for (;;) {
    format = copy_literal(out, format);
    if (*format == 0) return sprintf_terminate(out);
    format++;
    struct spec s;
    if (!parse_spec(&format, arguments, &s) || !convert(out, &s, arguments)) return -1;
  }
}

/* ---- the functions ------------------------------------------------- */

int vsnprintf(char *buffer, size_t size, const char *format, va_list arguments) {
  struct sink out = {buffer, size, 1, 0};
  va_list copy;
  va_copy(copy, arguments);
  int result = format_into(&out, format, &copy);
  va_end(copy);
  return result;
}

int vsprintf(char *buffer, const char *format, va_list arguments) {
  struct sink out = {buffer, 0, 0, 0};
  va_list copy;
  va_copy(copy, arguments);
  int result = format_into(&out, format, &copy);
  va_end(copy);
  return result;
}

/* Two passes: the length (nothing written), then the text into a block of
 * exactly that many bytes and the terminator (the encoder's malloc). */
int vasprintf(char **result, const char *format, va_list arguments) {
  struct sink counting = {NULL, 0, 1, 0};
  va_list copy;
  va_copy(copy, arguments);
  int length = format_into(&counting, format, &copy);
  va_end(copy);
  if (length < 0) return -1;
  char *text = malloc((size_t)length + 1);
  if (text == NULL) return -1;
  struct sink out = {text, (size_t)length + 1, 1, 0};
  va_copy(copy, arguments);
  format_into(&out, format, &copy);
  va_end(copy);
  *result = text;
  return length;
}

int sprintf(char *buffer, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = vsprintf(buffer, format, arguments);
  va_end(arguments);
  return result;
}

int snprintf(char *buffer, size_t size, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = vsnprintf(buffer, size, format, arguments);
  va_end(arguments);
  return result;
}

int asprintf(char **result, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int length = vasprintf(result, format, arguments);
  va_end(arguments);
  return length;
}

/* glibc's fortified variants (_FORTIFY_SOURCE): `object_size` is the
 * compiler's size of the buffer, (size_t)-1 when unknown; a longer text
 * aborts ("buffer overflow detected"), a precondition failure here. The
 * text is written only within it, as glibc's vsnprintf does. */
int __vsnprintf_chk(char *buffer, size_t size, int flag, size_t object_size, const char *format,
                    va_list arguments) {
  (void)flag;
  __swarmbmc_precondition(size <= object_size, "snprintf: buffer overflow detected (size above the buffer's)");
  return vsnprintf(buffer, size, format, arguments);
}

int __vsprintf_chk(char *buffer, int flag, size_t object_size, const char *format, va_list arguments) {
  (void)flag;
  if (object_size == (size_t)-1) return vsprintf(buffer, format, arguments);
  __swarmbmc_precondition(object_size > 0, "sprintf: buffer overflow detected (a buffer of size 0)");
  int result = vsnprintf(buffer, object_size, format, arguments);
  __swarmbmc_precondition(result < 0 || (size_t)result < object_size, "sprintf: buffer overflow detected");
  return result;
}

int __sprintf_chk(char *buffer, int flag, size_t object_size, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = __vsprintf_chk(buffer, flag, object_size, format, arguments);
  va_end(arguments);
  return result;
}

int __snprintf_chk(char *buffer, size_t size, int flag, size_t object_size, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = __vsnprintf_chk(buffer, size, flag, object_size, format, arguments);
  va_end(arguments);
  return result;
}
