/* <string.h>, as swarmbmc checks it.
 *
 * Plain byte loops: every byte the real function reads or writes is read
 * or written here, through the program's own pointers, so the encoder's
 * checks (null, bounds, use after free) fire exactly where the real
 * function would misbehave: strlen of an unterminated buffer reads past
 * its end. Each loop is unwound like the program's own loops (--depth
 * bounds the string lengths explored, as in CBMC). The comparisons return
 * the difference of the first differing bytes, as glibc's x86-64 code
 * does (strcmp("a", "c") is -2), not only its sign. memcpy, memmove and
 * memset are used for calls with a length that is not a constant (the
 * frontend lowers such llvm.mem* intrinsics to calls of these); constant
 * lengths are copied by the encoder itself. */
#include "swarmbmc_model.h"

typedef unsigned long size_t;
#define NULL ((void *)0)

void *memcpy(void *destination, const void *source, size_t n) {
  __swarmbmc_memcpy_overlap(destination, source, n);
  unsigned char *d = destination;
  const unsigned char *s = source;
  for (size_t i = 0; i < n; i++) d[i] = s[i];
  return destination;
}

void *memmove(void *destination, const void *source, size_t n) {
  unsigned char *d = destination;
  const unsigned char *s = source;
  /* Pointers into different objects compare in an unspecified but
   * consistent order: either direction copies them correctly. */
  if (d < s) {
    for (size_t i = 0; i < n; i++) d[i] = s[i];
  } else {
    for (size_t i = n; i > 0; i--) d[i - 1] = s[i - 1];
  }
  return destination;
}

void *memset(void *destination, int value, size_t n) {
  unsigned char *d = destination;
  for (size_t i = 0; i < n; i++) d[i] = (unsigned char)value;
  return destination;
}

int memcmp(const void *left, const void *right, size_t n) {
  const unsigned char *a = left, *b = right;
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i]) return a[i] - b[i];
  return 0;
}

void *memchr(const void *source, int c, size_t n) {
  const unsigned char *s = source;
  for (size_t i = 0; i < n; i++)
    if (s[i] == (unsigned char)c) return (void *)(s + i);
  return NULL;
}

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n] != '\0') n++;
  return n;
}

size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n] != '\0') n++;
  return n;
}

char *strcpy(char *destination, const char *source) {
  size_t i = 0;
  while ((destination[i] = source[i]) != '\0') i++;
  return destination;
}

char *strncpy(char *destination, const char *source, size_t n) {
  size_t i = 0;
  for (; i < n && source[i] != '\0'; i++) destination[i] = source[i];
  for (; i < n; i++) destination[i] = '\0';
  return destination;
}

char *strcat(char *destination, const char *source) {
  strcpy(destination + strlen(destination), source);
  return destination;
}

char *strncat(char *destination, const char *source, size_t n) {
  char *end = destination + strlen(destination);
  size_t i = 0;
  for (; i < n && source[i] != '\0'; i++) end[i] = source[i];
  end[i] = '\0';
  return destination;
}

int strcmp(const char *left, const char *right) {
  const unsigned char *a = (const unsigned char *)left, *b = (const unsigned char *)right;
  size_t i = 0;
  while (a[i] != '\0' && a[i] == b[i]) i++;
  return a[i] - b[i];
}

int strncmp(const char *left, const char *right, size_t n) {
  const unsigned char *a = (const unsigned char *)left, *b = (const unsigned char *)right;
  for (size_t i = 0; i < n; i++) {
    if (a[i] != b[i]) return a[i] - b[i];
    if (a[i] == '\0') return 0;
  }
  return 0;
}

char *strchr(const char *s, int c) {
  for (size_t i = 0;; i++) {
    if (s[i] == (char)c) return (char *)(s + i);
    if (s[i] == '\0') return NULL;
  }
}

char *strrchr(const char *s, int c) {
  const char *found = NULL;
  for (size_t i = 0;; i++) {
    if (s[i] == (char)c) found = s + i;
    if (s[i] == '\0') return (char *)found;
  }
}

char *strstr(const char *haystack, const char *needle) {
  if (needle[0] == '\0') return (char *)haystack;
  for (size_t i = 0; haystack[i] != '\0'; i++) {
    size_t j = 0;
    while (needle[j] != '\0' && haystack[i + j] == needle[j]) j++;
    if (needle[j] == '\0') return (char *)(haystack + i);
  }
  return NULL;
}
