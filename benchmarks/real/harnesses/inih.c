/* inih (INI files): the input, NUL-terminated, parsed by ini_parse_string
   with a handler in the spirit of the project's AFL harness (it follows
   the section names and reads every name and value the parser hands it).

   Compiled with -DINI_MAX_LINE=20 -DINI_HANDLER_LINENO=0, the short line
   buffer of inih's own test suite (tests/unittest.sh's *_max_line builds),
   so lines longer than the buffer are reachable from a few input bytes. */
#include "stdin_driver.h"

#ifndef SEPARATE_FILES
#include <ini.c>
#else
#include <ini.h>
#endif

static char previous_section[50];
static size_t handled_bytes;

static int handler(void *user, const char *section, const char *name,
                   const char *value)
{
    (void)user;
    if (strcmp(section, previous_section) != 0) {
        strncpy(previous_section, section, sizeof previous_section - 1);
        previous_section[sizeof previous_section - 1] = '\0';
    }
    if (name != NULL)
        handled_bytes += strlen(name);
    if (value != NULL)
        handled_bytes += strlen(value);
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (text == NULL)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    previous_section[0] = '\0';
    ini_parse_string(text, handler, NULL);
    free(text);
    return 0;
}
