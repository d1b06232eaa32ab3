/* tiny-regex-c (regular expressions): the input, NUL-terminated, compiled
   as a pattern by re_compile, as the project's own verification driver
   (formal_verification.md, a KLEE run over a symbolic pattern) does. */
#include "stdin_driver.h"

#ifndef SEPARATE_FILES
#include <re.c>
#else
#include <re.h>
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *pattern = malloc(size + 1);
    if (pattern == NULL)
        return 0;
    memcpy(pattern, data, size);
    pattern[size] = '\0';
    re_compile(pattern);
    free(pattern);
    return 0;
}
