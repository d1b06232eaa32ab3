/* Native call recorder for the Csmith differential test: linked into the
 * native build of a program compiled with -finstrument-functions, it writes
 * the address of every function entered, one hex number per line, to the
 * file named by $CSMITH_CALLS. The script maps addresses to names with `nm`
 * (the binary is linked -no-pie so the addresses are the symbol values) and
 * compares the sequence with the `call` steps of swarmbmc's counterexample.
 * This file itself must be compiled WITHOUT -finstrument-functions. */
#include <stdio.h>
#include <stdlib.h>

static FILE* calls_out;

__attribute__((no_instrument_function)) static void close_calls(void) {
  if (calls_out) fclose(calls_out);
}

__attribute__((no_instrument_function)) void __cyg_profile_func_enter(void* fn, void* site) {
  (void)site;
  if (!calls_out) {
    const char* path = getenv("CSMITH_CALLS");
    if (!path) return;
    calls_out = fopen(path, "w");
    if (!calls_out) return;
    atexit(close_calls);
  }
  fprintf(calls_out, "%lx\n", (unsigned long)fn);
}

__attribute__((no_instrument_function)) void __cyg_profile_func_exit(void* fn, void* site) {
  (void)fn;
  (void)site;
}
