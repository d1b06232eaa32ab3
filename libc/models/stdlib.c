/* <stdlib.h> functions other than the allocator (malloc, calloc, realloc
 * and free are the encoder's own: they create and kill objects). putchar,
 * puts, printf and the other output functions are the encoder's
 * (encoder/calls/OutputEvents.cpp: their text is a trace event): reading
 * their strings here would make every message a loop that needs --depth as
 * large as its length. */
#include "swarmbmc_model.h"

typedef unsigned long size_t;
#define NULL ((void *)0)

void *malloc(size_t size);
size_t strlen(const char *s);
void *memcpy(void *destination, const void *source, size_t n);

#define INT_MIN_VALUE (-2147483647 - 1)

int abs(int x) {
  __swarmbmc_precondition(x != INT_MIN_VALUE, "abs: the result is not representable (INT_MIN)");
  return x < 0 ? -x : x;
}

long labs(long x) {
  __swarmbmc_precondition(x != (-__LONG_MAX__ - 1L), "labs: the result is not representable (LONG_MIN)");
  return x < 0 ? -x : x;
}

long long llabs(long long x) {
  __swarmbmc_precondition(x != (-9223372036854775807LL - 1), "llabs: the result is not representable (LLONG_MIN)");
  return x < 0 ? -x : x;
}

/* Decimal, optional leading white space and sign; stops at the first
 * non-digit. Overflow is undefined in C; here it wraps. */
int atoi(const char *s) {
  size_t i = 0;
  while (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r')) i++;
  int negative = 0;
  if (s[i] == '+' || s[i] == '-') negative = s[i++] == '-';
  unsigned value = 0;
  while (s[i] >= '0' && s[i] <= '9') value = value * 10u + (unsigned)(s[i++] - '0');
  return negative ? (int)(0u - value) : (int)value;
}

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *copy = malloc(n);
  if (copy == NULL) return NULL;
  for (size_t i = 0; i < n; i++) copy[i] = s[i];
  return copy;
}
