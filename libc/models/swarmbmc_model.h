/* What C library models may call: swarmbmc's own verification hooks. */
#ifndef SWARMBMC_MODEL_H
#define SWARMBMC_MODEL_H

/* A precondition of a library function: when `condition` is false, the
 * property "[precondition] message" fails at the call. */
void __swarmbmc_precondition(int condition, const char *message);

#endif
