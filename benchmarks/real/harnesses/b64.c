/* b64.c (base64): the input encoded by b64_encode (encode.c), as the
   project's test.c calls it, and the result freed. Only encoding:
   decode.c calls isalnum on a plain char, a [precondition] failure for a
   byte above 127 in every version, which would hide what is measured. */
#include "stdin_driver.h"

#ifndef SEPARATE_FILES
#include <encode.c>
#else
#include <b64.h>
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *encoded = b64_encode(data, size);
    free(encoded);
    return 0;
}
