/* The process environment: getenv, secure_getenv, setenv, unsetenv,
 * putenv and clearenv, as glibc 2.36's, over a table of variables the
 * encoder fills before main runs (encoder/unroll/Entry.cpp):
 *  - each --env NAME=VALUE: an entry "NAME=VALUE" holding that value;
 *  - unless --env-only, each name the program passes to getenv,
 *    secure_getenv or setenv as a constant string: an entry "NAME=" whose
 *    value is unknown, NULL (unset) or a string of unknown characters, at
 *    most --max-env-length of them (inputs "environment NAME set" and
 *    "environment NAME" in a trace). One value per name: later calls
 *    see the same one until setenv, unsetenv, putenv or clearenv change it.
 * A name the table does not hold is unset under --env-only; otherwise its
 * value is not modelled and the path is cut (UNKNOWN naming getenv): a
 * guess could make a proof wrong. Names are compared by content, so a
 * name built at run time finds the variable of the same constant name. */
#include "env_table.h"
#include "swarmbmc_model.h"

#define NULL ((void *)0)
#define EINVAL_VALUE 22
#define ENOMEM_VALUE 12

typedef unsigned long size_t;

int *__errno_location(void);
void *malloc(size_t size);
/* Cuts the path as unsupported, naming `what` in the verdict (the
 * encoder's stream hook, encoder/calls/StreamInputs.cpp). */
void __swarmbmc_stream_unsupported(const char *what);

/* time.c holds a weak definition of the same table, for programs that
 * call no function of this file. */
struct swarmbmc_environment __swarmbmc_environment = SWARMBMC_ENV_UNFILLED;

/* Whether entry "NAME=..." is the variable named by `name` up to `stop`
 * (its NUL, or putenv's '='). As glibc, the comparison runs to the end of
 * `name`, then wants the entry's '='. */
static int swarmbmc_env_matches(const char *entry, const char *name, char stop) {
  size_t i = 0;
  while (name[i] != stop) {
    if (entry[i] != name[i]) return 0;
    ++i;
  }
  return entry[i] == '=';
}

static long swarmbmc_env_find(const char *name, char stop) {
  struct swarmbmc_environment *env = &__swarmbmc_environment;
  for (long k = 0; k < env->count; ++k)
    if (swarmbmc_env_matches(env->slots[k].entry, name, stop)) return k;
  return -1;
}

static int swarmbmc_env_has_equals(const char *name) {
  for (size_t i = 0; name[i] != '\0'; ++i)
    if (name[i] == '=') return 1;
  return 0;
}

static size_t swarmbmc_env_length(const char *text, char stop) {
  size_t n = 0;
  while (text[n] != stop && text[n] != '\0') ++n;
  return n;
}

/* A new slot for a variable; NULL after cutting the path when the table is full. */
static struct swarmbmc_env_slot *swarmbmc_env_new_slot(void) {
  struct swarmbmc_environment *env = &__swarmbmc_environment;
  if (env->count >= SWARMBMC_ENV_SLOTS) {
    __swarmbmc_stream_unsupported("more than 16 environment variables (not modelled)");
    return NULL;
  }
  struct swarmbmc_env_slot *slot = &env->slots[env->count++];
  slot->entry = NULL;
  slot->value = NULL;
  return slot;
}

/* A name that is not in the table while the environment is unknown: its
 * value (or, for a name with '=', glibc's match against the entries'
 * values) is not modelled. */
#define SWARMBMC_ENV_NOT_MODELLED(function)                                                              \
  __swarmbmc_stream_unsupported(function " of an environment variable not named by a constant string " \
                                "(its value is not modelled; --env-only unsets the variables --env does not give)")

char *getenv(const char *name) {
  __swarmbmc_precondition(name != NULL, "getenv: NULL name");
  if (name == NULL || name[0] == '\0') return NULL;
  struct swarmbmc_environment *env = &__swarmbmc_environment;
  if (env->unknown && swarmbmc_env_has_equals(name)) {
    SWARMBMC_ENV_NOT_MODELLED("getenv");
    return NULL;
  }
  const long k = swarmbmc_env_find(name, '\0');
  if (k >= 0) return env->slots[k].value;
  if (env->unknown) SWARMBMC_ENV_NOT_MODELLED("getenv");
  return NULL;
}

/* Not a set-user-ID program: the same as getenv. */
char *secure_getenv(const char *name) { return getenv(name); }

/* glibc's check of a name for setenv and unsetenv: EINVAL. */
static int swarmbmc_env_bad_name(const char *name) {
  if (name != NULL && name[0] != '\0' && !swarmbmc_env_has_equals(name)) return 0;
  *__errno_location() = EINVAL_VALUE;
  return 1;
}

/* "NAME=VALUE" in a block of malloc (never freed, as glibc's). */
static char *swarmbmc_env_entry(const char *name, size_t name_length, const char *value) {
  const size_t value_length = value ? swarmbmc_env_length(value, '\0') : 0;
  char *entry = malloc(name_length + value_length + 2);
  if (entry == NULL) {
    *__errno_location() = ENOMEM_VALUE;
    return NULL;
  }
  for (size_t i = 0; i < name_length; ++i) entry[i] = name[i];
  entry[name_length] = '=';
  for (size_t i = 0; i < value_length; ++i) entry[name_length + 1 + i] = value[i];
  entry[name_length + 1 + value_length] = '\0';
  return entry;
}

int setenv(const char *name, const char *value, int overwrite) {
  if (swarmbmc_env_bad_name(name)) return -1;
  __swarmbmc_precondition(value != NULL, "setenv: NULL value");
  if (value == NULL) return -1;
  struct swarmbmc_environment *env = &__swarmbmc_environment;
  const long k = swarmbmc_env_find(name, '\0');
  if (k >= 0 && env->slots[k].value != NULL && !overwrite) return 0;
  if (k < 0 && env->unknown && !overwrite) {
    SWARMBMC_ENV_NOT_MODELLED("setenv");  /* whether it is set decides */
    return -1;
  }
  const size_t name_length = swarmbmc_env_length(name, '\0');
  char *entry = swarmbmc_env_entry(name, name_length, value);
  if (entry == NULL) return -1;
  struct swarmbmc_env_slot *slot = k >= 0 ? &env->slots[k] : swarmbmc_env_new_slot();
  if (slot == NULL) return -1;
  slot->entry = entry;
  slot->value = entry + name_length + 1;
  env->modified = 1;
  return 0;
}

int unsetenv(const char *name) {
  if (swarmbmc_env_bad_name(name)) return -1;
  struct swarmbmc_environment *env = &__swarmbmc_environment;
  env->modified = 1;
  const long k = swarmbmc_env_find(name, '\0');
  if (k >= 0) {
    env->slots[k].value = NULL;
    return 0;
  }
  if (!env->unknown) return 0;
  /* Remembered as unset, so a later getenv of it is NULL. */
  char *entry = swarmbmc_env_entry(name, swarmbmc_env_length(name, '\0'), NULL);
  if (entry == NULL) return -1;
  struct swarmbmc_env_slot *slot = swarmbmc_env_new_slot();
  if (slot == NULL) return -1;
  slot->entry = entry;
  return 0;
}

/* glibc's putenv: "NAME=VALUE" itself becomes the entry (no copy: a later
 * change to the string changes the variable); without '=' it unsets NAME. */
int putenv(char *string) {
  __swarmbmc_precondition(string != NULL, "putenv: NULL string");
  if (string == NULL) return -1;
  const size_t name_length = swarmbmc_env_length(string, '=');
  if (string[name_length] == '\0') {
    unsetenv(string);
    return 0;
  }
  struct swarmbmc_environment *env = &__swarmbmc_environment;
  const long k = swarmbmc_env_find(string, '=');
  struct swarmbmc_env_slot *slot = k >= 0 ? &env->slots[k] : swarmbmc_env_new_slot();
  if (slot == NULL) return -1;
  slot->entry = string;
  slot->value = string + name_length + 1;
  env->modified = 1;
  return 0;
}

/* Every variable unset, the unknown ones too. */
int clearenv(void) {
  struct swarmbmc_environment *env = &__swarmbmc_environment;
  for (long k = 0; k < env->count; ++k) env->slots[k].value = NULL;
  env->unknown = 0;
  env->modified = 1;
  return 0;
}
