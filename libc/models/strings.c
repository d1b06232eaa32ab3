/* The rest of <string.h> and <strings.h>, exactly as glibc 2.36 on x86-64
 * (C locale).
 *
 * As in string.c, every byte the real function reads or writes is read or
 * written here through the program's own pointers, so the encoder's null,
 * bounds and use-after-free checks fire where glibc would misbehave. The
 * comparison functions return the difference of the first differing bytes
 * (after tolower for the case-insensitive ones), as glibc's x86-64 code
 * does, not just its sign. Helpers are static: a model may not call a
 * function of another model file (link order, libc/CMakeLists.txt). */
#include "swarmbmc_model.h"

typedef unsigned long size_t;
#define NULL ((void *)0)
#define EINVAL_VALUE 22
#define ERANGE_VALUE 34

void *malloc(size_t size);

static size_t length_of(const char *s) {
  size_t n = 0;
  while (s[n] != '\0') n++;
  return n;
}

static size_t bounded_length(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n] != '\0') n++;
  return n;
}

static int in_set(char c, const char *set) {
  for (size_t i = 0; set[i] != '\0'; i++)
    if (set[i] == c) return 1;
  return 0;
}

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

size_t strspn(const char *s, const char *accept) {
  size_t n = 0;
  while (s[n] != '\0' && in_set(s[n], accept)) n++;
  return n;
}

size_t strcspn(const char *s, const char *reject) {
  size_t n = 0;
  while (s[n] != '\0' && !in_set(s[n], reject)) n++;
  return n;
}

char *strpbrk(const char *s, const char *accept) {
  s += strcspn(s, accept);
  return *s != '\0' ? (char *)s : NULL;
}

char *strsep(char **stringp, const char *delim) {
  char *begin = *stringp;
  if (begin == NULL) return NULL;
  char *end = begin + strcspn(begin, delim);
  if (*end != '\0') {
    *end = '\0';
    *stringp = end + 1;
  } else {
    *stringp = NULL;
  }
  return begin;
}

char *strtok_r(char *s, const char *delim, char **save_ptr) {
  if (s == NULL) s = *save_ptr;
  __swarmbmc_precondition(s != NULL, "strtok: NULL string and no string left from a previous call");
  if (*s == '\0') {
    *save_ptr = s;
    return NULL;
  }
  s += strspn(s, delim);
  if (*s == '\0') {
    *save_ptr = s;
    return NULL;
  }
  char *end = s + strcspn(s, delim);
  if (*end == '\0') {
    *save_ptr = end;
    return s;
  }
  *end = '\0';
  *save_ptr = end + 1;
  return s;
}

/* glibc's own state: NULL until the first call with a string. */
static char *strtok_state;

char *strtok(char *s, const char *delim) { return strtok_r(s, delim, &strtok_state); }

char *strndup(const char *s, size_t n) {
  size_t length = bounded_length(s, n);
  char *copy = malloc(length + 1);
  if (copy == NULL) return NULL;
  for (size_t i = 0; i < length; i++) copy[i] = s[i];
  copy[length] = '\0';
  return copy;
}

int strncasecmp(const char *left, const char *right, size_t n) {
  const unsigned char *a = (const unsigned char *)left, *b = (const unsigned char *)right;
  for (size_t i = 0; i < n; i++) {
    int difference = lower(a[i]) - lower(b[i]);
    if (difference != 0 || a[i] == '\0') return difference;
  }
  return 0;
}

int strcasecmp(const char *left, const char *right) {
  const unsigned char *a = (const unsigned char *)left, *b = (const unsigned char *)right;
  for (size_t i = 0;; i++) {
    int difference = lower(a[i]) - lower(b[i]);
    if (difference != 0 || a[i] == '\0') return difference;
  }
}

/* The C locale collates by byte value: strcoll is strcmp, strxfrm a copy. */
int strcoll(const char *left, const char *right) {
  const unsigned char *a = (const unsigned char *)left, *b = (const unsigned char *)right;
  size_t i = 0;
  while (a[i] != '\0' && a[i] == b[i]) i++;
  return a[i] - b[i];
}

size_t strxfrm(char *destination, const char *source, size_t n) {
  size_t length = length_of(source);
  size_t copied = length + 1 < n ? length + 1 : n;
  for (size_t i = 0; i < copied; i++) destination[i] = source[i];
  return length;
}

void *memccpy(void *destination, const void *source, int c, size_t n) {
  unsigned char *d = destination;
  const unsigned char *s = source;
  for (size_t i = 0; i < n; i++) {
    d[i] = s[i];
    if (s[i] == (unsigned char)c) return d + i + 1;
  }
  return NULL;
}

void *memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
  const unsigned char *h = haystack, *n = needle;
  if (needle_length == 0) return (void *)h;
  if (needle_length > haystack_length) return NULL;
  for (size_t i = 0; i <= haystack_length - needle_length; i++) {
    size_t j = 0;
    while (j < needle_length && h[i + j] == n[j]) j++;
    if (j == needle_length) return (void *)(h + i);
  }
  return NULL;
}

void *mempcpy(void *destination, const void *source, size_t n) {
  unsigned char *d = destination;
  const unsigned char *s = source;
  for (size_t i = 0; i < n; i++) d[i] = s[i];
  return d + n;
}

char *stpcpy(char *destination, const char *source) {
  size_t i = 0;
  while ((destination[i] = source[i]) != '\0') i++;
  return destination + i;
}

char *stpncpy(char *destination, const char *source, size_t n) {
  size_t i = 0;
  for (; i < n && source[i] != '\0'; i++) destination[i] = source[i];
  char *end = destination + i;
  for (; i < n; i++) destination[i] = '\0';
  return end;
}

void bzero(void *destination, size_t n) {
  unsigned char *d = destination;
  for (size_t i = 0; i < n; i++) d[i] = 0;
}

void explicit_bzero(void *destination, size_t n) { bzero(destination, n); }

/* Overlapping blocks are allowed, as for memmove. */
void bcopy(const void *source, void *destination, size_t n) {
  unsigned char *d = destination;
  const unsigned char *s = source;
  if (d < s) {
    for (size_t i = 0; i < n; i++) d[i] = s[i];
  } else {
    for (size_t i = n; i > 0; i--) d[i - 1] = s[i - 1];
  }
}

char *strchrnul(const char *s, int c) {
  size_t i = 0;
  while (s[i] != (char)c && s[i] != '\0') i++;
  return (char *)(s + i);
}

char *index(const char *s, int c) {
  char *found = strchrnul(s, c);
  return *found == (char)c ? found : NULL;
}

char *rindex(const char *s, int c) {
  const char *found = NULL;
  for (size_t i = 0;; i++) {
    if (s[i] == (char)c) found = s + i;
    if (s[i] == '\0') return (char *)found;
  }
}

/* glibc 2.36's texts (strerror's English messages) for 0..133; NULL where
 * glibc has none (41, 58), which it calls "Unknown error N". */
#define ERROR_COUNT 134
static const char *const error_texts[ERROR_COUNT] = {
    "Success",
    "Operation not permitted",
    "No such file or directory",
    "No such process",
    "Interrupted system call",
    "Input/output error",
    "No such device or address",
    "Argument list too long",
    "Exec format error",
    "Bad file descriptor",
    "No child processes",
    "Resource temporarily unavailable",
    "Cannot allocate memory",
    "Permission denied",
    "Bad address",
    "Block device required",
    "Device or resource busy",
    "File exists",
    "Invalid cross-device link",
    "No such device",
    "Not a directory",
    "Is a directory",
    "Invalid argument",
    "Too many open files in system",
    "Too many open files",
    "Inappropriate ioctl for device",
    "Text file busy",
    "File too large",
    "No space left on device",
    "Illegal seek",
    "Read-only file system",
    "Too many links",
    "Broken pipe",
    "Numerical argument out of domain",
    "Numerical result out of range",
    "Resource deadlock avoided",
    "File name too long",
    "No locks available",
    "Function not implemented",
    "Directory not empty",
    "Too many levels of symbolic links",
    NULL, /* 41 */
    "No message of desired type",
    "Identifier removed",
    "Channel number out of range",
    "Level 2 not synchronized",
    "Level 3 halted",
    "Level 3 reset",
    "Link number out of range",
    "Protocol driver not attached",
    "No CSI structure available",
    "Level 2 halted",
    "Invalid exchange",
    "Invalid request descriptor",
    "Exchange full",
    "No anode",
    "Invalid request code",
    "Invalid slot",
    NULL, /* 58 */
    "Bad font file format",
    "Device not a stream",
    "No data available",
    "Timer expired",
    "Out of streams resources",
    "Machine is not on the network",
    "Package not installed",
    "Object is remote",
    "Link has been severed",
    "Advertise error",
    "Srmount error",
    "Communication error on send",
    "Protocol error",
    "Multihop attempted",
    "RFS specific error",
    "Bad message",
    "Value too large for defined data type",
    "Name not unique on network",
    "File descriptor in bad state",
    "Remote address changed",
    "Can not access a needed shared library",
    "Accessing a corrupted shared library",
    ".lib section in a.out corrupted",
    "Attempting to link in too many shared libraries",
    "Cannot exec a shared library directly",
    "Invalid or incomplete multibyte or wide character",
    "Interrupted system call should be restarted",
    "Streams pipe error",
    "Too many users",
    "Socket operation on non-socket",
    "Destination address required",
    "Message too long",
    "Protocol wrong type for socket",
    "Protocol not available",
    "Protocol not supported",
    "Socket type not supported",
    "Operation not supported",
    "Protocol family not supported",
    "Address family not supported by protocol",
    "Address already in use",
    "Cannot assign requested address",
    "Network is down",
    "Network is unreachable",
    "Network dropped connection on reset",
    "Software caused connection abort",
    "Connection reset by peer",
    "No buffer space available",
    "Transport endpoint is already connected",
    "Transport endpoint is not connected",
    "Cannot send after transport endpoint shutdown",
    "Too many references: cannot splice",
    "Connection timed out",
    "Connection refused",
    "Host is down",
    "No route to host",
    "Operation already in progress",
    "Operation now in progress",
    "Stale file handle",
    "Structure needs cleaning",
    "Not a XENIX named type file",
    "No XENIX semaphores available",
    "Is a named type file",
    "Remote I/O error",
    "Disk quota exceeded",
    "No medium found",
    "Wrong medium type",
    "Operation canceled",
    "Required key not available",
    "Key has expired",
    "Key has been revoked",
    "Key was rejected by service",
    "Owner died",
    "State not recoverable",
    "Operation not possible due to RF-kill",
    "Memory page has hardware error",
};

static const char *known_error(int errnum) {
  return errnum >= 0 && errnum < ERROR_COUNT ? error_texts[errnum] : NULL;
}

/* What snprintf(out, size, "Unknown error %d", errnum) writes. */
static void unknown_error(char *out, size_t size, int errnum) {
  char text[32] = "Unknown error ";
  size_t length = 14;
  unsigned magnitude = errnum < 0 ? 0u - (unsigned)errnum : (unsigned)errnum;
  if (errnum < 0) text[length++] = '-';
  char digits[10];
  size_t count = 0;
  do {
    digits[count++] = (char)('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude != 0);
  while (count > 0) text[length++] = digits[--count];
  if (size == 0) return;
  size_t copied = length < size - 1 ? length : size - 1;
  for (size_t i = 0; i < copied; i++) out[i] = text[i];
  out[copied] = '\0';
}

/* Like glibc's per-thread buffer: overwritten by the next unknown errnum. */
static char unknown_error_text[32];

char *strerror(int errnum) {
  const char *text = known_error(errnum);
  if (text != NULL) return (char *)text;
  unknown_error(unknown_error_text, sizeof unknown_error_text, errnum);
  return unknown_error_text;
}

/* The GNU strerror_r (_GNU_SOURCE): a known text is returned without
 * touching buf; an unknown one is formatted into buf, truncated. */
char *strerror_r(int errnum, char *buf, size_t buflen) {
  const char *text = known_error(errnum);
  if (text != NULL) return (char *)text;
  unknown_error(buf, buflen, errnum);
  return buf;
}

/* The XSI strerror_r glibc's header maps to __xpg_strerror_r: EINVAL for
 * an unknown errnum (buf formatted all the same), ERANGE when buf is too
 * small (then holding the truncated text, if buflen > 0). */
int __xpg_strerror_r(int errnum, char *buf, size_t buflen) {
  const char *text = known_error(errnum);
  if (text == NULL) {
    unknown_error(buf, buflen, errnum);
    return EINVAL_VALUE;
  }
  size_t length = length_of(text);
  if (buflen > 0) {
    size_t copied = length < buflen - 1 ? length : buflen - 1;
    for (size_t i = 0; i < copied; i++) buf[i] = text[i];
    buf[copied] = '\0';
  }
  return buflen <= length ? ERANGE_VALUE : 0;
}
