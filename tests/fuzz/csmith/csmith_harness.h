/* Included first by every program the differential script checks (it adds
 * `#include "csmith_harness.h"` as line 1 and replaces Csmith's final
 * `platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);` by
 * `csmith_end(crc32_context ^ 0xFFFFFFFFUL);`).
 *
 * - Native run (-DCSMITH_NATIVE): print the checksum like Csmith does.
 * - swarmbmc run (-DCSMITH_EXPECT_EQ=<native> or -DCSMITH_EXPECT_NE=<native>):
 *   the checksum becomes an assertion, so the verdict must be VERIFIED for
 *   EQ and FAILED (at this assertion) for NE.
 */
#ifndef CSMITH_HARNESS_H
#define CSMITH_HARNESS_H

#if defined(CSMITH_NATIVE)
#include <stdio.h>
#define csmith_end(crc) printf("checksum = %X\n", (unsigned)(crc))
#elif defined(CSMITH_EXPECT_EQ)
#include <assert.h>
#define csmith_end(crc) assert((unsigned)(crc) == (unsigned)(CSMITH_EXPECT_EQ))
#elif defined(CSMITH_EXPECT_NE)
#include <assert.h>
#define csmith_end(crc) assert((unsigned)(crc) != (unsigned)(CSMITH_EXPECT_NE))
#else
#error "define CSMITH_NATIVE, CSMITH_EXPECT_EQ or CSMITH_EXPECT_NE"
#endif

/* --symbolic: the script adds csmith_symbolic(T, g) at the start of main for
 * every non-const scalar global g of integer type T. For swarmbmc the global
 * then holds a fresh input constrained to equal its initial value, so every
 * computation depending on it becomes a solver problem (bit-blasting,
 * CaDiCaL/Z3) instead of constant folding; the checksum must not change.
 * Natively it does nothing. */
#if defined(CSMITH_NATIVE)
#define csmith_symbolic(T, g) ((void)0)
#else
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_assume(int cond);
#define csmith_symbolic(T, g)                                   \
  do {                                                          \
    T csmith_input = (T)__VERIFIER_nondet_ulonglong();          \
    __VERIFIER_assume(csmith_input == (g));                     \
    (g) = csmith_input;                                         \
  } while (0)
#endif

#endif
