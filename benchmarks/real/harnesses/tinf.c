/* tinf (raw DEFLATE, its bit reader): the input decompressed by
   tinf_uncompress, as the project's own libFuzzer function in tinflate.c
   does, into a smaller output buffer (REAL_TINF_OUT bytes instead of its
   64 KiB: a few input bytes decode to at most a few hundred). */
#include "stdin_driver.h"
#include <limits.h>

#ifndef SEPARATE_FILES
#include <tinflate.c>
#else
#include <tinf.h>
#endif

#ifndef REAL_TINF_OUT
#define REAL_TINF_OUT 64
#endif

static unsigned char output[REAL_TINF_OUT];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > UINT_MAX / 2)
        return 0;
    unsigned int out_length = sizeof output;
    tinf_uncompress(output, &out_length, data, (unsigned int)size);
    return 0;
}
