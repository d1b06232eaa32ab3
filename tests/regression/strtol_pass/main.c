/* strtol's bases, prefixes, end pointer and saturation, as glibc's. */
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>

int main(void) {
  char *end;
  const char *hex = "  -0x1Fz";
  assert(strtol(hex, &end, 0) == -31 && end == hex + 7);
  const char *octal = "017";
  assert(strtol(octal, &end, 0) == 15 && *end == '\0');
  const char *bare = "0xg";
  assert(strtol(bare, &end, 16) == 0 && end == bare + 1);
  const char *none = "  +";
  assert(strtol(none, &end, 10) == 0 && end == none);
  errno = 0;
  assert(strtol("99999999999999999999", NULL, 10) == LONG_MAX && errno == ERANGE);
  errno = 0;
  assert(strtoul("-1", NULL, 10) == ULONG_MAX && errno == 0);
  assert(strtoll("zz", NULL, 36) == 36 * 35 + 35);
  assert(strtoull("1010", NULL, 2) == 10);
  errno = 0;
  assert(strtol("12", NULL, 1) == 0 && errno == EINVAL);
  assert(atoi(" 42abc") == 42 && atol("-7") == -7L && atoll("123456789012") == 123456789012LL);
  return 0;
}
