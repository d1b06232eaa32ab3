/* printf_log.c: printf as a log function (--log-function printf): the
 * format string is the feature. */
#include <stdio.h>
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

void log_name(const char *name) {
  swarm_log(name); /* not a constant: no feature */
}

int main(void) {
  int x = __VERIFIER_nondet_int();
  printf("start\n");
  if (x > 0)
    printf("positive %d\n", x);
  int n = printf("used\n"); /* result used: the call stays when kept */
  log_name("dynamic");
  return n;
}
