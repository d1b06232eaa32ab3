/* The driver every harness of benchmarks/real/ shares: main reads standard
   input (at most REAL_MAX_INPUT bytes, as a fuzzer's -max_len), copies it
   into a heap block of exactly that many bytes, as libFuzzer hands its
   input over, and calls the harness's LLVMFuzzerTestOneInput. An access
   one byte past the input is then out of bounds of that block, which is
   what ASan reports for the library's own fuzzer.

   swarmbmc checks it over unknown stdin (--max-input-length N with
   -DREAL_MAX_INPUT=N: the read never asks for more than the stream may
   hold, so a proof covers every input of at most N bytes). With
   -DREAL_NO_MAIN only the harness's LLVMFuzzerTestOneInput is left, for a
   checker or fuzzer that calls it itself. */
#ifndef REAL_STDIN_DRIVER_H
#define REAL_STDIN_DRIVER_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef REAL_MAX_INPUT
#define REAL_MAX_INPUT 16
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifndef REAL_NO_MAIN
int main(void)
{
    static uint8_t buffer[REAL_MAX_INPUT];
    size_t size = fread(buffer, 1, sizeof buffer, stdin);
    /* glibc's (and swarmbmc's) malloc(0) is a valid block of no bytes */
    uint8_t *data = malloc(size);
    if (data == NULL)
        return 0;
    memcpy(data, buffer, size);
    LLVMFuzzerTestOneInput(data, size);
    free(data);
    return 0;
}
#endif

#endif
