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

/* The result of a library function the model cannot compute exactly (sin,
 * exp, ...): any value of the type, NaNs included, which the model then
 * narrows with __VERIFIER_assume to what is certainly true of the real
 * result. The verdict names `function` as over-approximated. */
double __swarmbmc_overapproximated_double(const char *function);
float __swarmbmc_overapproximated_float(const char *function);

/* Paths on which `condition` is false do not exist (the program's own
 * assumption function, handled by the encoder). */
void __VERIFIER_assume(int condition);

#endif
