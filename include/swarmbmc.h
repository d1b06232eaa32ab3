/* swarmbmc.h: the program-side API of swarmbmc.
 *
 * swarm_log("feature") marks a log event; swarmbmc treats every distinct
 * constant feature name as a feature it can omit in a swarm configuration.
 * Compiled natively (without swarmbmc), swarm_log does nothing.
 *
 * swarm_choose_int("velocity", lo, hi), swarm_choose_double("velocity")
 * and swarm_choose_bool("retry") are named choices: inputs that swarmbmc
 * restricts by name at run time (--choice velocity=threshold(13, 1)).
 * The name must be a string literal. Compiled natively, they read the
 * value from the environment variable SWARM_CHOICE_<name> (every character
 * of the name other than a letter, digit or '_' written as '_'), else from
 * the file named by SWARM_CHOICES_FILE (lines `name = value`, '#' starts a
 * comment), else default to lo, 0.0 and false; an int outside lo..hi is
 * clamped, as swarmbmc assumes lo <= value <= hi. */
#ifndef SWARMBMC_H
#define SWARMBMC_H

#ifdef __SWARMBMC__
void swarm_log(const char *feature);
int swarm_choose_int(const char *name, int lo, int hi);
double swarm_choose_double(const char *name);
_Bool swarm_choose_bool(const char *name);
#else
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline void swarm_log(const char *feature) { (void)feature; }

/* The text of choice `name`'s value, copied into `out`; 0 when none is given. */
static inline int swarm_choice_text_(const char *name, char *out, size_t size) {
  char variable[256] = "SWARM_CHOICE_";
  size_t n = strlen(variable), i;
  for (i = 0; name[i] && n + 1 < sizeof variable; ++i, ++n) {
    char c = name[i];
    int plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    variable[n] = plain ? c : '_';
  }
  variable[n] = '\0';
  const char *value = getenv(variable);
  if (value) {
    snprintf(out, size, "%s", value);
    return 1;
  }
  const char *path = getenv("SWARM_CHOICES_FILE");
  FILE *file = path ? fopen(path, "r") : NULL;
  char line[512];
  int found = 0;
  while (file && !found && fgets(line, sizeof line, file)) {
    char *hash = strchr(line, '#'), *equals, *key = line, *end;
    if (hash) *hash = '\0';
    if (!(equals = strchr(line, '='))) continue;
    *equals = '\0';
    while (*key == ' ' || *key == '\t') ++key;
    for (end = equals; end > key && (end[-1] == ' ' || end[-1] == '\t'); --end) end[-1] = '\0';
    if (strcmp(key, name) != 0) continue;
    snprintf(out, size, "%s", equals + 1);
    found = 1;
  }
  if (file) fclose(file);
  return found;
}

static inline int swarm_choose_int(const char *name, int lo, int hi) {
  char text[256];
  long value = swarm_choice_text_(name, text, sizeof text) ? strtol(text, NULL, 0) : lo;
  return value < lo ? lo : value > hi ? hi : (int)value;
}

static inline double swarm_choose_double(const char *name) {
  char text[256];
  return swarm_choice_text_(name, text, sizeof text) ? strtod(text, NULL) : 0.0;
}

static inline _Bool swarm_choose_bool(const char *name) {
  char text[256];
  if (!swarm_choice_text_(name, text, sizeof text)) return 0;
  char *word = text;
  while (*word == ' ' || *word == '\t') ++word;
  return strncmp(word, "true", 4) == 0 || strtol(word, NULL, 0) != 0;
}
#endif

#endif
