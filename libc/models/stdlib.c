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

/* Its own loop: string.c's strlen is linked after this file only when the
 * program calls it too (LinkOnlyNeeded), else it would be a bodiless
 * function whose any result sized the copy wrongly. */
char *strdup(const char *s) {
  size_t n = 0;
  while (s[n] != '\0') n++;
  n++;
  char *copy = malloc(n);
  if (copy == NULL) return NULL;
  for (size_t i = 0; i < n; i++) copy[i] = s[i];
  return copy;
}
