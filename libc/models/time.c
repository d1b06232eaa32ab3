/* <time.h> and <sys/time.h>.
 *
 * Clocks, as inputs: the time a program reads is whatever the machine
 * says, so each call returns an unknown value (an input named after the
 * call, "nondet_time() = 5" in a trace). Nothing is assumed of successive
 * values: they need not be monotone, as a proof must hold for any clock.
 * time(&t) stores what it returns; the fields of a timeval/timespec hold a
 * microsecond/nanosecond count in range, as Linux's. Clock ids Linux does
 * not know fail with EINVAL.
 *
 * Calendar functions, exactly as glibc 2.36 with a local time zone of
 * offset 0: gmtime(_r), localtime(_r) (the same broken-down time, zone
 * "GMT" resp. the local zone's name, one static struct for both as
 * glibc's), mktime, timelocal, timegm (normalising the fields), difftime,
 * asctime(_r), ctime(_r), strftime in the C locale, tzset.
 *
 * The local zone comes from TZ, as glibc's tzset reads it; only the values
 * whose zone glibc gives exactly, with or without the zone files, are
 * modelled: TZ unset ("UTC", /etc/localtime taken to be UTC, as in a
 * container; a program that never names TZ is taken to run so), "UTC0" and
 * "GMT0" (parsed: offset 0, no summer time), "UTC" and "GMT" (a zone file
 * or, without one, a name without offset: the same zone, except tzname[1]
 * is "" without the file, so strftime's %Z of a summer-time tm without
 * tm_zone is cut), each also after glibc's ignored ':'. Any other value
 * (a real zone, "" whose name is "Universal" without the zone files, an
 * unknown value over an unknown environment) cuts the path as unsupported,
 * naming the function: its offsets and rules are not modelled.
 * TZ is read from env.c's table of variables (__swarmbmc_environment),
 * which the encoder fills before main and setenv & co. change: time.c
 * reads that table rather than calling getenv because the models are
 * linked one after the other, each only for what the program and the
 * models before it need (frontend/LinkModels.cpp), and env.c comes before
 * time.c, so a getenv call made only here would stay unmodelled. For the
 * same reason time.c holds a weak definition of the table (its layout in
 * env_table.h): a program that calls localtime but no env.c function gets this
 * one (which the encoder fills the same way), one that calls getenv gets
 * env.c's. glibc rereads TZ in localtime, mktime, timelocal, tzset and
 * strftime's %Z and %s; localtime_r and ctime_r use the zone of the last
 * reread or, before any, of the first read, which they, gmtime, gmtime_r
 * and timegm make: that zone is kept here in the same way.
 *
 * The civil-date arithmetic divides
 * only by constants and has no loops, so an unknown time_t is encoded, not
 * guessed. Where glibc's answer could not be checked here (a mktime result
 * beyond time_t or beyond an int year, a strftime flag or width, ISO week
 * numbers) the path is cut as unsupported, naming the function. */
#include "env_table.h"
#include "swarmbmc_model.h"

#define NULL ((void *)0)
#define EINVAL_VALUE 22
#define EFAULT_VALUE 14
#define EOVERFLOW_VALUE 75
#define INT_MAX 0x7fffffff
#define INT_MIN (-INT_MAX - 1)

typedef __SIZE_TYPE__ size_t;

typedef long time_t;
typedef long clock_t;
struct timeval {
  time_t tv_sec;
  long tv_usec;
};
struct timespec {
  time_t tv_sec;
  long tv_nsec;
};

struct tm {
  int tm_sec;
  int tm_min;
  int tm_hour;
  int tm_mday;
  int tm_mon;
  int tm_year;
  int tm_wday;
  int tm_yday;
  int tm_isdst;
  long tm_gmtoff;
  const char *tm_zone;
};

int *__errno_location(void);
void __swarmbmc_stream_unsupported(const char *what); /* cuts the path, named in the verdict */
long nondet_time(void);
long nondet_clock(void);
long nondet_gettimeofday_sec(void);
long nondet_gettimeofday_usec(void);
long nondet_clock_gettime_sec(void);
long nondet_clock_gettime_nsec(void);

time_t time(time_t *result) {
  time_t now = nondet_time();
  if (result != NULL) *result = now;
  return now;
}

/* The processor time used: unknown; -1 when unavailable, as glibc's. */
clock_t clock(void) { return nondet_clock(); }

/* A NULL tz is the common call; a timezone is obsolete and left alone. */
int gettimeofday(struct timeval *tv, void *tz) {
  (void)tz;
  if (tv == NULL) return 0;
  tv->tv_sec = nondet_gettimeofday_sec();
  long usec = nondet_gettimeofday_usec();
  __VERIFIER_assume(usec >= 0 && usec <= 999999);
  tv->tv_usec = usec;
  return 0;
}

/* Linux's clock ids 0..11 (CLOCK_REALTIME .. CLOCK_TAI, 10 unused) and
 * no dynamic clock (negative ids): others are EINVAL. */
int clock_gettime(int clock_id, struct timespec *tp) {
  if (clock_id < 0 || clock_id > 11 || clock_id == 10) {
    *__errno_location() = EINVAL_VALUE;
    return -1;
  }
  __swarmbmc_precondition(tp != NULL, "clock_gettime: NULL timespec");
  if (tp == NULL) {
    *__errno_location() = EFAULT_VALUE;
    return -1;
  }
  tp->tv_sec = nondet_clock_gettime_sec();
  long nsec = nondet_clock_gettime_nsec();
  __VERIFIER_assume(nsec >= 0 && nsec <= 999999999);
  tp->tv_nsec = nsec;
  return 0;
}

/* ---- civil dates ----------------------------------------------------- */

#define SECONDS_PER_DAY 86400
/* Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
#define EPOCH_SHIFT 719468
#define DAYS_PER_ERA 146097 /* 400 years */

static const char GMT_NAME[] = "GMT";
static const char UTC_NAME[] = "UTC";

/* ---- the local time zone (TZ) ------------------------------------------ */

/* Straight-line repetition: a loop would count against --depth. */
#define REPEAT2(x) x x
#define REPEAT4(x) x x x x
#define REPEAT8(x) x x x x x x x x
#define REPEAT10(x) REPEAT8(x) REPEAT2(x)
#define REPEAT16(x) REPEAT8(x) REPEAT8(x)
#define REPEAT20(x) REPEAT10(x) REPEAT10(x)

/* env.c's table (env_table.h); weak, so env.c's definition wins when both
 * are linked. */
__attribute__((weak)) struct swarmbmc_environment __swarmbmc_environment = SWARMBMC_ENV_UNFILLED;

/* A zone of offset 0 without summer time: tzname[0] and tzname[1]
 * (NULL: it depends on the zone files); `modelled` 0 for any other TZ. */
struct zone {
  const char *name;
  const char *summer_name;
  int modelled;
};

/* TZ's value: NULL when it is not in the table. A variable the program
 * never names is taken to be unset (libc/README.md). */
static const char *tz_value(void) {
  struct swarmbmc_environment *env = &__swarmbmc_environment;
  const char *value = NULL;
  long k = 0;
  REPEAT16(if (k < env->count) {
    const char *entry = env->slots[k].entry;
    if (entry[0] == 'T' && entry[1] == 'Z' && entry[2] == '=') value = env->slots[k].value;
    k++;
  })
  return value;
}

/* Whether `text` is `word` (at most 4 characters), without a loop. */
static int is_word(const char *text, const char *word) {
  int i = 0, same = 1;
  REPEAT4(if (same && word[i] != 0) {
    same = text[i] == word[i];
    i++;
  })
  return same && text[i] == 0;
}

/* The zone glibc's tzset makes of TZ's present value. */
static struct zone zone_of_tz(void) {
  const char *tz = tz_value();
  struct zone zone = {UTC_NAME, UTC_NAME, 1};
  if (tz == NULL) return zone; /* /etc/localtime, taken to be UTC */
  if (tz[0] == ':') tz++;
  if (is_word(tz, "UTC0")) return zone;
  if (is_word(tz, "GMT0")) return (struct zone){GMT_NAME, GMT_NAME, 1};
  if (is_word(tz, "UTC")) return (struct zone){UTC_NAME, NULL, 1};
  if (is_word(tz, "GMT")) return (struct zone){GMT_NAME, NULL, 1};
  return (struct zone){NULL, NULL, 0};
}

/* glibc's tzset state: the zone of the last read of TZ, if any. */
static struct zone current_zone;
static int zone_read;

/* tzset_internal(1): TZ read again (localtime, mktime, tzset, strftime). */
static struct zone reread_zone(void) {
  current_zone = zone_of_tz();
  zone_read = 1;
  return current_zone;
}

/* tzset_internal(0): TZ read only the first time (localtime_r, gmtime). */
static struct zone first_zone(void) {
  if (!zone_read) return reread_zone();
  return current_zone;
}

/* The zone's name for the local-time function `what`, "" after cutting the
 * path when the zone is not modelled. */
static const char *zone_name(struct zone zone, const char *what) {
  if (zone.modelled) return zone.name;
  __swarmbmc_stream_unsupported(what);
  return "";
}

#define NOT_UTC(function) function " with TZ set to a zone other than UTC (not modelled)"

/* Floor division and its remainder, for a positive divisor: dates before
 * the epoch and before year 0 count down, not towards zero. */
static long floor_div(long a, long b) {
  long q = a / b;
  return q - (a - q * b < 0);
}

static long long floor_div_ll(long long a, long long b) {
  long long q = a / b;
  return q - (a - q * b < 0);
}

/* Within an era of 400 years, the year of the era (0..400) is a leap year. */
static int leap_in_era(int year_of_era) {
  return year_of_era % 4 == 0 && (year_of_era % 100 != 0 || year_of_era % 400 == 0);
}

struct civil {
  long year;
  int month; /* 0..11 */
  int mday;  /* 1..31 */
  int yday;  /* 0..365 */
  int day_of_era; /* 0..146096, from March 1 of a year 400k */
};

/* The date `days` after 1970-01-01: Hinnant's civil_from_days, eras of
 * 400 years counted from March, so February's leap day ends a year. */
static void civil_from_days(long days, struct civil *c) {
  long z = days + EPOCH_SHIFT;
  long era = floor_div(z, DAYS_PER_ERA);
  int day_of_era = (int)(z - era * DAYS_PER_ERA);
  int year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36524 - day_of_era / 146096) / 365;
  int day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100); /* from March 1 */
  int shifted_month = (5 * day_of_year + 2) / 153;                                          /* 0: March */
  int january_or_february = shifted_month >= 10;
  /* True of every result (Hinnant's proof): said to the solver, so that a
   * property of the fields of an unknown time need not be derived through
   * the dividers. */
  __VERIFIER_assume(day_of_era >= 0 && day_of_era < DAYS_PER_ERA && year_of_era >= 0 && year_of_era < 400);
  __VERIFIER_assume(day_of_year >= 0 && day_of_year < 366 && shifted_month >= 0 && shifted_month < 12);
  c->mday = day_of_year - (153 * shifted_month + 2) / 5 + 1;
  __VERIFIER_assume(c->mday >= 1 && c->mday <= 31);
  c->month = january_or_february ? shifted_month - 10 : shifted_month + 2;
  c->year = era * 400 + year_of_era + january_or_february;
  c->yday = january_or_february ? day_of_year - 306 : day_of_year + 59 + leap_in_era(year_of_era);
  c->day_of_era = day_of_era;
}

/* Days from 1970-01-01 to the first of `month` (0..11) of `year`. */
static long long days_from_civil(long long year, int month) {
  if (month < 2) year--;
  long long era = floor_div_ll(year, 400);
  int year_of_era = (int)(year - era * 400);
  int shifted_month = month < 2 ? month + 10 : month - 2;
  int day_of_year = (153 * shifted_month + 2) / 5;
  int day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
  return era * DAYS_PER_ERA + day_of_era - EPOCH_SHIFT;
}

/* glibc's __offtime with offset 0: NULL and EOVERFLOW when the year does
 * not fit tm_year. */
static struct tm *broken_down(time_t t, struct tm *tm, const char *zone) {
  long days = floor_div(t, SECONDS_PER_DAY);
  int seconds = (int)(t - days * SECONDS_PER_DAY);
  struct civil c;
  civil_from_days(days, &c);
  if (c.year - 1900 > INT_MAX || c.year - 1900 < INT_MIN) {
    *__errno_location() = EOVERFLOW_VALUE;
    return NULL;
  }
  __VERIFIER_assume(seconds >= 0 && seconds < SECONDS_PER_DAY && c.yday >= 0 && c.yday < 366);
  /* 1970-01-01 was a Thursday; an era is a whole number of weeks, so the
   * day of the era gives the weekday without a 64-bit division. */
  int week_day = (c.day_of_era + 3) % 7;
  tm->tm_sec = seconds % 60;
  tm->tm_min = seconds / 60 % 60;
  tm->tm_hour = seconds / 3600;
  __VERIFIER_assume(tm->tm_hour < 24 && tm->tm_min >= 0 && tm->tm_min < 60 && tm->tm_sec >= 0 && tm->tm_sec < 60);
  __VERIFIER_assume(week_day >= 0 && week_day < 7);
  tm->tm_mday = c.mday;
  tm->tm_mon = c.month;
  tm->tm_year = (int)(c.year - 1900);
  tm->tm_wday = week_day;
  tm->tm_yday = c.yday;
  tm->tm_isdst = 0;
  tm->tm_gmtoff = 0;
  tm->tm_zone = zone;
  return tm;
}

/* glibc's gmtime and localtime share one static struct tm. */
static struct tm static_tm;

struct tm *gmtime_r(const time_t *timer, struct tm *result) {
  first_zone();
  return broken_down(*timer, result, GMT_NAME);
}
struct tm *gmtime(const time_t *timer) {
  first_zone();
  return broken_down(*timer, &static_tm, GMT_NAME);
}
struct tm *localtime_r(const time_t *timer, struct tm *result) {
  return broken_down(*timer, result, zone_name(first_zone(), NOT_UTC("localtime_r")));
}
struct tm *localtime(const time_t *timer) {
  return broken_down(*timer, &static_tm, zone_name(reread_zone(), NOT_UTC("localtime")));
}
void tzset(void) { zone_name(reread_zone(), NOT_UTC("tzset")); }

/* mktime and timegm: the fields taken as they are (any int, out of range
 * ones carried into the next field), the time returned and the struct
 * normalised. mktime asked for summer time (tm_isdst > 0) finds none in
 * UTC and, as glibc does then, assumes it is one hour ahead: an hour
 * earlier; the result says tm_isdst 0. A time beyond time_t (i386's 32
 * bits) or whose year does not fit an int: glibc's answer there
 * (EOVERFLOW, or a clamped time) is not modelled, so the path is cut. */
static time_t normalise(struct tm *tm, int summer_hour, const char *zone, const char *function) {
  long long year_shift = floor_div_ll(tm->tm_mon, 12);
  int month = (int)(tm->tm_mon - year_shift * 12);
  long long days = days_from_civil(tm->tm_year + 1900LL + year_shift, month) + tm->tm_mday - 1;
  long long seconds = days * SECONDS_PER_DAY + tm->tm_hour * 3600LL + tm->tm_min * 60LL + tm->tm_sec;
  if (summer_hour && tm->tm_isdst > 0) seconds -= 3600;
  struct tm result;
  if ((time_t)seconds != seconds || broken_down((time_t)seconds, &result, zone) == NULL) {
    __swarmbmc_stream_unsupported(function);
    return -1;
  }
  *tm = result;
  return (time_t)seconds;
}

time_t mktime(struct tm *tm) {
  const char *zone = zone_name(reread_zone(), NOT_UTC("mktime"));
  return normalise(tm, 1, zone, "mktime: a time beyond time_t or an int year");
}
time_t timelocal(struct tm *tm) {
  const char *zone = zone_name(reread_zone(), NOT_UTC("timelocal"));
  return normalise(tm, 1, zone, "timelocal: a time beyond time_t or an int year");
}
time_t timegm(struct tm *tm) {
  first_zone();
  return normalise(tm, 0, GMT_NAME, "timegm: a time beyond time_t or an int year");
}

/* glibc subtracts in long double, exactly, then rounds once to double: the
 * 64-bit difference converted in the path's rounding mode is the same. A
 * difference beyond a signed 64-bit number is cut. */
double difftime(time_t end, time_t start) {
  long long a = end, b = start;
  if ((a >= 0) != (b >= 0)) {
    unsigned long long magnitude = a >= 0 ? (unsigned long long)a - (unsigned long long)b
                                          : (unsigned long long)b - (unsigned long long)a;
    if (magnitude > 0x7fffffffffffffffULL) {
      __swarmbmc_stream_unsupported("difftime: a difference beyond 2^63 seconds");
      return 0;
    }
  }
  return (double)(long long)((unsigned long long)a - (unsigned long long)b);
}

/* ---- text: names and numbers ------------------------------------------ */

static const char *const WEEKDAY_NAMES[7] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                                             "Saturday"};
static const char *const MONTH_NAMES[12] = {"January", "February", "March",     "April",   "May",      "June",
                                            "July",    "August",   "September", "October", "November", "December"};

/* How a number is padded to its width: strftime's zeros (the sign counts
 * in the width: "-01"), spaces before the sign (strftime's %e, printf's
 * %3d), or printf's precision (zeros after the sign: "-05"). */
enum padding { PAD_ZEROS, PAD_SPACES, PAD_PRECISION };

/* The text of `value` with at least `width` characters (digits, for
 * PAD_PRECISION); its length. `text` holds 24 bytes. */
static int number_text(char *text, long long value, int width, enum padding padding) {
  unsigned long long magnitude = value < 0 ? 0ULL - (unsigned long long)value : (unsigned long long)value;
  char digits[20];
  int count = 0;
  REPEAT20(if (count == 0 || magnitude != 0) {
    digits[count++] = (char)('0' + magnitude % 10);
    magnitude /= 10;
  })
  int sign = value < 0;
  int fill = padding == PAD_PRECISION ? width - count : width - count - sign;
  int length = 0;
  if (padding == PAD_SPACES) {
    REPEAT20(if (fill > 0) { text[length++] = ' '; fill--; })
  }
  if (sign) text[length++] = '-';
  REPEAT20(if (fill > 0) { text[length++] = '0'; fill--; })
  REPEAT20(if (count > 0) text[length++] = digits[--count];)
  return length;
}

/* The same for an int, in 32-bit arithmetic (cheaper for unknown fields). */
static int int_text(char *text, int value, int width, enum padding padding) {
  unsigned magnitude = value < 0 ? 0U - (unsigned)value : (unsigned)value;
  char digits[10];
  int count = 0;
  REPEAT10(if (count == 0 || magnitude != 0) {
    digits[count++] = (char)('0' + magnitude % 10);
    magnitude /= 10;
  })
  int sign = value < 0;
  int fill = padding == PAD_PRECISION ? width - count : width - count - sign;
  int length = 0;
  if (padding == PAD_SPACES) {
    REPEAT10(if (fill > 0) { text[length++] = ' '; fill--; })
  }
  if (sign) text[length++] = '-';
  REPEAT10(if (fill > 0) { text[length++] = '0'; fill--; })
  REPEAT10(if (count > 0) text[length++] = digits[--count];)
  return length;
}

/* A weekday's or month's name, whole or its first three letters; `unknown`
 * (glibc's "?" in strftime, "???" in asctime) out of range. */
static int name_text(char *text, const char *const *names, int count, int index, int abbreviated,
                     const char *unknown) {
  const char *name = index >= 0 && index < count ? names[index] : unknown;
  int limit = index >= 0 && index < count && abbreviated ? 3 : 9;
  int length = 0;
  REPEAT10(if (length < limit && name[length] != 0) {
    text[length] = name[length];
    length++;
  })
  return length;
}

static int literal_text(char *text, const char *literal) {
  int length = 0;
  REPEAT2(if (literal[length] != 0) {
    text[length] = literal[length];
    length++;
  })
  return length;
}

/* ---- strftime (the C locale) ------------------------------------------ */

/* glibc's int arithmetic on the fields, wrapping rather than undefined. */
static int wrap_add(int a, int b) { return (int)((unsigned)a + (unsigned)b); }
static int year_of(const struct tm *tm) { return wrap_add(tm->tm_year, 1900); }
static int hour12(int hour) { return hour > 12 ? hour - 12 : hour == 0 ? 12 : hour; }

/* %z: the sign, then the offset's hours and minutes as one number of at
 * least 4 digits, in glibc's int arithmetic (tm_isdst < 0: nothing). */
static int offset_text(char *text, const struct tm *tm) {
  if (tm->tm_isdst < 0) return 0;
  int offset = (int)tm->tm_gmtoff;
  text[0] = offset < 0 ? '-' : '+';
  if (offset < 0) offset = (int)(0U - (unsigned)offset);
  int minutes = offset / 60;
  return 1 + int_text(text + 1, minutes / 60 * 100 + minutes % 60, 4, PAD_ZEROS);
}

/* A conversion of one field (or a fixed text) into `text` (24 bytes): its
 * length, or -1 when `c` is not one. */
static int field_text(char *text, char c, const struct tm *tm) {
  switch (c) {
  case 'a': return name_text(text, WEEKDAY_NAMES, 7, tm->tm_wday, 1, "?");
  case 'A': return name_text(text, WEEKDAY_NAMES, 7, tm->tm_wday, 0, "?");
  case 'b':
  case 'h': return name_text(text, MONTH_NAMES, 12, tm->tm_mon, 1, "?");
  case 'B': return name_text(text, MONTH_NAMES, 12, tm->tm_mon, 0, "?");
  case 'C': return int_text(text, (int)floor_div(year_of(tm), 100), 1, PAD_ZEROS);
  case 'd': return int_text(text, tm->tm_mday, 2, PAD_ZEROS);
  case 'e': return int_text(text, tm->tm_mday, 2, PAD_SPACES);
  case 'H': return int_text(text, tm->tm_hour, 2, PAD_ZEROS);
  case 'I': return int_text(text, hour12(tm->tm_hour), 2, PAD_ZEROS);
  case 'j': return int_text(text, wrap_add(tm->tm_yday, 1), 3, PAD_ZEROS);
  case 'k': return int_text(text, tm->tm_hour, 2, PAD_SPACES);
  case 'l': return int_text(text, hour12(tm->tm_hour), 2, PAD_SPACES);
  case 'm': return int_text(text, wrap_add(tm->tm_mon, 1), 2, PAD_ZEROS);
  case 'M': return int_text(text, tm->tm_min, 2, PAD_ZEROS);
  case 'n': return literal_text(text, "\n");
  case 'p': return literal_text(text, tm->tm_hour > 11 ? "PM" : "AM");
  case 'P': return literal_text(text, tm->tm_hour > 11 ? "pm" : "am");
  case 'S': return int_text(text, tm->tm_sec, 2, PAD_ZEROS);
  case 't': return literal_text(text, "\t");
  case 'u': return int_text(text, wrap_add(tm->tm_wday, 6) % 7 + 1, 1, PAD_ZEROS);
  case 'U': return int_text(text, wrap_add(wrap_add(tm->tm_yday, -tm->tm_wday), 7) / 7, 2, PAD_ZEROS);
  case 'w': return int_text(text, tm->tm_wday, 1, PAD_ZEROS);
  case 'W': return int_text(text, wrap_add(tm->tm_yday - wrap_add(tm->tm_wday, 6) % 7, 7) / 7, 2, PAD_ZEROS);
  case 'y': return int_text(text, tm->tm_year % 100 < 0 ? tm->tm_year % 100 + 100 : tm->tm_year % 100, 2, PAD_ZEROS);
  case 'Y': return int_text(text, year_of(tm), 1, PAD_ZEROS);
  case 'z': return offset_text(text, tm);
  case '%': return literal_text(text, "%");
  default: return -1;
  }
}

/* The C locale's compound conversions, as glibc expands them. */
static const char *compound_format(char c) {
  switch (c) {
  case 'c': return "%a %b %e %H:%M:%S %Y";
  case 'D':
  case 'x': return "%m/%d/%y";
  case 'F': return "%Y-%m-%d";
  case 'r': return "%I:%M:%S %p";
  case 'R': return "%H:%M";
  case 'T':
  case 'X': return "%H:%M:%S";
  default: return NULL;
  }
}

/* A compound conversion's text (at most 13 steps, unrolled: the format is
 * one of compound_format's). */
static int compound_text(char *text, const char *format, const struct tm *tm) {
  int length = 0;
  REPEAT20(if (*format == '%') {
    length += field_text(text + length, format[1], tm);
    format += 2;
  } else if (*format != 0) text[length++] = *format++;)
  return length;
}

/* Where strftime's text goes: `max` bytes with the terminator. */
struct text_sink {
  char *buffer;
  size_t max;
  size_t length;
};

/* glibc's add(): a piece is written only when it fits with the terminator;
 * otherwise strftime returns 0 (0 here). */
static int append(struct text_sink *out, const char *piece, size_t count) {
  if (count >= out->max - out->length) return 0;
  size_t k = 0;
  while (k < count) {
    REPEAT8(if (k < count) {
      out->buffer[out->length + k] = piece[k];
      k++;
    })
  }
  out->length += count;
  return 1;
}

/* %Z: tm_zone, or when it is NULL or empty and tm_isdst >= 0 glibc's
 * tzset, then tzname[tm_isdst] ("?" above 1; nothing for tm_isdst < 0). */
static int append_zone(struct text_sink *out, const struct tm *tm) {
  const char *zone = tm->tm_zone;
  if ((zone == NULL || *zone == 0) && tm->tm_isdst >= 0) {
    struct zone local = reread_zone();
    zone = tm->tm_isdst > 1 ? "?" : zone_name(local, NOT_UTC("strftime's %Z"));
    if (tm->tm_isdst == 1 && local.modelled) zone = local.summer_name;
    if (zone == NULL) {
      __swarmbmc_stream_unsupported("strftime's %Z of summer time under TZ=UTC or GMT (tzname[1] depends on the "
                                    "zone files: not modelled)");
      return 0;
    }
  }
  if (zone == NULL) zone = "";
  size_t length = 0;
  while (zone[length] != 0) {
    REPEAT8(if (zone[length] != 0) length++;)
  }
  return append(out, zone, length);
}

/* %s: the seconds since the epoch of the fields, as mktime takes them. */
static int append_seconds(struct text_sink *out, const struct tm *tm) {
  struct tm copy = *tm;
  char text[24];
  const char *zone = zone_name(reread_zone(), NOT_UTC("strftime's %s"));
  time_t t = normalise(&copy, 1, zone, "strftime: %s of a time beyond time_t or an int year");
  return append(out, text, (size_t)number_text(text, t, 1, PAD_ZEROS));
}

static int is_flag_or_modifier(char c) {
  return c == '_' || c == '-' || c == '0' || c == '^' || c == '#' || c == '+' || c == 'E' || c == 'O' ||
         (c >= '1' && c <= '9');
}

/* The conversion at `*format` (its '%'), appended; 0 when it does not fit. */
static int append_conversion(struct text_sink *out, const char **format, const struct tm *tm) {
  char c = (*format)[1];
  if (c == 0) return (*format)++, append(out, "%", 1); /* a '%' ending the format is copied */
  *format += 2;
  if (is_flag_or_modifier(c)) {
    __swarmbmc_stream_unsupported("strftime: flags, widths and the E and O modifiers (%_d, %10Y, %Ec)");
    return 0;
  }
  if (c == 'G' || c == 'g' || c == 'V') {
    __swarmbmc_stream_unsupported("strftime: ISO 8601 week-based years and weeks (%G %g %V)");
    return 0;
  }
  if (c == 'Z') return append_zone(out, tm);
  if (c == 's') return append_seconds(out, tm);
  char text[96];
  const char *compound = compound_format(c);
  int length = compound != NULL ? compound_text(text, compound, tm) : field_text(text, c, tm);
  if (length < 0) { /* not a conversion: glibc copies it as it is */
    text[0] = '%';
    text[1] = c;
    length = 2;
  }
  return append(out, text, (size_t)length);
}

/* The literal text is copied byte by byte, 8 per loop iteration. */
size_t strftime(char *buffer, size_t max, const char *format, const struct tm *tm) {
  struct text_sink out = {buffer, max, 0};
  for (;;) {
    while (*format != 0 && *format != '%') {
      REPEAT8(if (*format != 0 && *format != '%') {
        if (!append(&out, format, 1)) return 0;
        format++;
      })
    }
    if (*format == 0) break;
    if (!append_conversion(&out, &format, tm)) return 0;
  }
  if (max != 0) buffer[out.length] = 0;
  return out.length;
}

/* ---- asctime and ctime --------------------------------------------------- */

/* glibc's "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n" ("???" for a weekday or month
 * out of range) into `size` bytes, truncated as snprintf would; NULL and
 * EOVERFLOW when it does not fit or the year does not fit an int. */
static char *asctime_into(const struct tm *tm, char *buffer, int size) {
  if (tm == NULL) {
    *__errno_location() = EINVAL_VALUE;
    return NULL;
  }
  if (tm->tm_year > INT_MAX - 1900) {
    *__errno_location() = EOVERFLOW_VALUE;
    return NULL;
  }
  char text[80];
  int n = name_text(text, WEEKDAY_NAMES, 7, tm->tm_wday, 1, "???");
  text[n++] = ' ';
  n += name_text(text + n, MONTH_NAMES, 12, tm->tm_mon, 1, "???");
  n += int_text(text + n, tm->tm_mday, 3, PAD_SPACES);
  text[n++] = ' ';
  n += int_text(text + n, tm->tm_hour, 2, PAD_PRECISION);
  text[n++] = ':';
  n += int_text(text + n, tm->tm_min, 2, PAD_PRECISION);
  text[n++] = ':';
  n += int_text(text + n, tm->tm_sec, 2, PAD_PRECISION);
  text[n++] = ' ';
  n += int_text(text + n, tm->tm_year + 1900, 1, PAD_ZEROS);
  text[n++] = '\n';
  int k = 0;
  while (k < n && k < size - 1) {
    REPEAT8(if (k < n && k < size - 1) {
      buffer[k] = text[k];
      k++;
    })
  }
  buffer[k] = 0;
  if (n >= size) {
    *__errno_location() = EOVERFLOW_VALUE;
    return NULL;
  }
  return buffer;
}

/* glibc's static buffer holds any text (114 bytes); asctime_r's caller
 * promises 26, which glibc passes as the size. */
static char asctime_buffer[114];

char *asctime(const struct tm *tm) { return asctime_into(tm, asctime_buffer, (int)sizeof asctime_buffer); }
char *asctime_r(const struct tm *tm, char *buffer) { return asctime_into(tm, buffer, 26); }
/* glibc's asctime(localtime(timer)) and asctime_r(localtime_r(...)),
 * named ctime when the zone is not modelled. */
char *ctime(const time_t *timer) {
  return asctime(broken_down(*timer, &static_tm, zone_name(reread_zone(), NOT_UTC("ctime"))));
}

char *ctime_r(const time_t *timer, char *buffer) {
  struct tm tm;
  return asctime_r(broken_down(*timer, &tm, zone_name(first_zone(), NOT_UTC("ctime_r"))), buffer);
}
