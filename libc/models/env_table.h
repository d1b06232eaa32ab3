/* The table of environment variables that encoder/unroll/Entry.cpp fills
 * before main: env.c's getenv & co. read and change it, time.c reads TZ
 * from it. One definition of its layout for both (and for Entry.cpp's
 * offsets: three longs, pointer-sized in both data models, then the
 * slots). */
#ifndef SWARMBMC_ENV_TABLE_H
#define SWARMBMC_ENV_TABLE_H

#define SWARMBMC_ENV_SLOTS 16

/* One variable: `entry` is its "NAME=VALUE" string (glibc's environ
 * entry) or, for a variable whose value is unknown or that was removed,
 * its "NAME="; `value` is NULL while it is unset. */
struct swarmbmc_env_slot {
  char *entry;
  char *value;
};

struct swarmbmc_environment {
  long count;     /* slots in use */
  long unknown;   /* a name outside the table is unknown (1) or unset (0) */
  long modified;  /* setenv & co. ran: main's envp no longer says it all */
  struct swarmbmc_env_slot slots[SWARMBMC_ENV_SLOTS];
};

/* Unknown until the encoder says otherwise, so a table it did not fill
 * cuts every lookup instead of claiming an empty environment. */
#define SWARMBMC_ENV_UNFILLED {0, 1, 0, {{0, 0}}}

#endif
