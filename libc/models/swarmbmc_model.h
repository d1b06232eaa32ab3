/* What C library models may call: swarmbmc's own verification hooks. */
#ifndef SWARMBMC_MODEL_H
#define SWARMBMC_MODEL_H

/* A precondition of a library function: when `condition` is false, the
 * property "[precondition] message" fails at the call. */
void __swarmbmc_precondition(int condition, const char *message);

/* memcpy's overlap check (--memcpy-overlap-check): the property
 * "[memcpy-overlap]" fails at the call when [destination, destination+n)
 * and [source, source+n) share a byte. */
void __swarmbmc_memcpy_overlap(const void *destination, const void *source, unsigned long n);

#endif
