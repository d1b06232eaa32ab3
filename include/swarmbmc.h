/* swarmbmc.h: the program-side API of swarmbmc.
 *
 * swarm_log("feature") marks a log event; swarmbmc treats every distinct
 * constant feature name as a feature it can omit in a swarm configuration.
 * Compiled natively (without swarmbmc), swarm_log does nothing. */
#ifndef SWARMBMC_H
#define SWARMBMC_H

#ifdef __SWARMBMC__
void swarm_log(const char *feature);
#else
static inline void swarm_log(const char *feature) { (void)feature; }
#endif

#endif
