/* scanf, fscanf, sscanf (and glibc's __isoc99_ names) for the conversions
 * %d %i(decimal) %u %x %s %c %% with widths, '*' and the length modifiers
 * hh h l ll z; any other conversion cuts the path as unsupported (the
 * verdict says so). Streams are read with stdio.c's fgetc/ungetc, so this
 * file is linked before it (LIBC_MODELS' order). Differences from glibc,
 * all on input glibc itself leaves undefined or rare: %x does not skip a
 * "0x" prefix, numbers wrap instead of saturating. */
#include <stdarg.h>

#include "libc/models/swarmbmc_model.h"

#define NULL ((void *)0)
#define EOF (-1)

extern void *stdin;
int fgetc(void *stream);
int ungetc(int c, void *stream);
/* The encoder's hook: cuts the path, naming what is not modelled. */
void __swarmbmc_stream_unsupported(const char *what);


struct source {
  const unsigned char *text; /* sscanf's string, or NULL for `stream` */
  void *stream;
};

static int next(struct source *from) {
  if (!from->text) return fgetc(from->stream);
  if (*from->text == 0) return EOF;
  return *from->text++;
}

static void back(struct source *from, int c) {
  if (c == EOF) return;
  if (from->text) from->text--;
  else ungetc(c, from->stream);
}

static int is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static int digit_value(int c, int base) {
  if (c >= '0' && c <= '9') return c - '0' < base ? c - '0' : -1;
  if (base == 16 && c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (base == 16 && c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Skips white space; the first other byte (or EOF) is left unread. */
static int skip_space(struct source *from) {
  int c = next(from);
  while (is_space(c)) c = next(from);
  back(from, c);
  return c;
}

/* A number of `base` of at most `width` bytes (0: any); 0 when none. Kept
 * in 32 bits unless `wide` (the same value modulo 2^32, and a 64-bit
 * multiply-add per digit costs the solver several times more). */
static int scan_number(struct source *from, int base, int width, int wide, unsigned long long *value) {
  int used = 0, negative = 0, digits = 0;
  int c = next(from);
  if (c == '+' || c == '-') {
    negative = c == '-';
    used++;
    c = next(from);
  }
  unsigned long long number = 0;
  unsigned narrow = 0;
  while ((width == 0 || used < width) && digit_value(c, base) >= 0) {
    /* Constant factors: a variable one would cost a full multiplier. */
    if (wide) number = (base == 16 ? number * 16u : number * 10u) + (unsigned long long)digit_value(c, base);
    else narrow = (base == 16 ? narrow * 16u : narrow * 10u) + (unsigned)digit_value(c, base);
    digits++;
    used++;
    c = next(from);
  }
  back(from, c);
  if (!wide) number = narrow;
  *value = negative ? 0ull - number : number;
  return digits > 0;
}

static void store_integer(void *to, int size, unsigned long long value) {
  if (size == 1) *(char *)to = (char)value;
  else if (size == 2) *(short *)to = (short)value;
  else if (size == 8) *(long long *)to = (long long)value;
  else *(int *)to = (int)value;
}

/* %s and %c into `to` (NULL with '*'); 0 when no byte matched. */
static int scan_text(struct source *from, char conversion, int width, char *to) {
  int count = 0;
  if (conversion == 'c') {
    if (width == 0) width = 1;
    for (; count < width; count++) {
      int c = next(from);
      if (c == EOF) return count > 0 ? count : 0;
      if (to) to[count] = (char)c;
    }
    return count;
  }
  int c = next(from);
  while (c != EOF && !is_space(c) && (width == 0 || count < width)) {
    if (to) to[count] = (char)c;
    count++;
    c = next(from);
  }
  back(from, c);
  if (to && count > 0) to[count] = 0;
  return count;
}

/* The size in bytes of the integer a length modifier names. */
static int modifier_size(const char **format) {
  int size = 4;
  if (**format == 'h') size = (*++*format == 'h') ? (++*format, 1) : 2;
  else if (**format == 'l') size = (*++*format == 'l') ? (++*format, 8) : (int)sizeof(long);
  else if (**format == 'z' || **format == 'j') ++*format, size = (int)sizeof(long);
  return size;
}

static int scan(struct source *from, const char *format, va_list arguments) {
  int assigned = 0, converted = 0;
  while (*format) {
    if (is_space((unsigned char)*format)) {
      skip_space(from);
      format++;
      continue;
    }
    if (*format != '%' || format[1] == '%') {
      if (*format == '%') format++;
      int c = next(from);
      if (c != (unsigned char)*format) {
        back(from, c);
        return (c == EOF && converted == 0) ? EOF : assigned;
      }
      format++;
      continue;
    }
    format++;
    int suppress = *format == '*';
    if (suppress) format++;
    int width = 0;
    while (*format >= '0' && *format <= '9') width = width * 10 + (*format++ - '0');
    int size = modifier_size(&format);
    char conversion = *format++;
    if (conversion != 'c') {
      if (skip_space(from) == EOF) return converted == 0 ? EOF : assigned;
    }
    if (conversion == 'd' || conversion == 'i' || conversion == 'u' || conversion == 'x' || conversion == 'X') {
      unsigned long long value;
      if (!scan_number(from, (conversion == 'x' || conversion == 'X') ? 16 : 10, width, size == 8, &value))
        return (converted == 0 && skip_space(from) == EOF) ? EOF : assigned;
      if (!suppress) store_integer(va_arg(arguments, void *), size, value), assigned++;
    } else if (conversion == 's' || conversion == 'c') {
      char *to = suppress ? NULL : va_arg(arguments, char *);
      if (!scan_text(from, conversion, width, to)) return converted == 0 ? EOF : assigned;
      if (!suppress) assigned++;
    } else {
      __swarmbmc_stream_unsupported("scanf: a conversion other than %d %i %u %x %s %c");
      return assigned;
    }
    converted++;
  }
  return assigned;
}

int vsscanf(const char *text, const char *format, va_list arguments) {
  __swarmbmc_precondition(text != NULL && format != NULL, "sscanf: the string or the format is NULL");
  struct source from = {(const unsigned char *)text, NULL};
  return scan(&from, format, arguments);
}

int vfscanf(void *stream, const char *format, va_list arguments) {
  __swarmbmc_precondition(stream != NULL && format != NULL, "fscanf: the stream or the format is NULL");
  struct source from = {NULL, stream};
  return scan(&from, format, arguments);
}

int sscanf(const char *text, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = vsscanf(text, format, arguments);
  va_end(arguments);
  return result;
}
int __isoc99_sscanf(const char *text, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = vsscanf(text, format, arguments);
  va_end(arguments);
  return result;
}
int fscanf(void *stream, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = vfscanf(stream, format, arguments);
  va_end(arguments);
  return result;
}
int __isoc99_fscanf(void *stream, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = vfscanf(stream, format, arguments);
  va_end(arguments);
  return result;
}
int scanf(const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = vfscanf(stdin, format, arguments);
  va_end(arguments);
  return result;
}
int __isoc99_scanf(const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  int result = vfscanf(stdin, format, arguments);
  va_end(arguments);
  return result;
}
