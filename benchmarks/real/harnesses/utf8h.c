/* utf8.h (UTF-8 strings, header only): utf8nvalid over the input as a
   buffer of exactly size bytes, not NUL-terminated: the function's
   contract is to read at most n bytes. The project has no fuzzer; its
   tests call utf8nvalid on buffers of exactly n bytes (test/main.c). */
#include "stdin_driver.h"

#include <utf8.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    utf8_int8_t *invalid = utf8nvalid((const utf8_int8_t *)data, size);
    return invalid == NULL;
}
