/* picohttpparser (HTTP/1.x requests): the input parsed as a request by
   phr_parse_request into four header slots, as the project's tests and
   bench.c call it; every token it returns is read back, so a pointer or
   length past the input is a bounds failure too. */
#include "stdin_driver.h"

#ifndef SEPARATE_FILES
#include <picohttpparser.c>
#else
#include <picohttpparser.h>
#endif

static unsigned touched;

static void touch(const char *text, size_t length)
{
    for (size_t i = 0; i < length; ++i)
        touched += (unsigned char)text[i];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *method, *path;
    size_t method_len, path_len, num_headers = 4;
    struct phr_header headers[4];
    int minor_version;
    int result = phr_parse_request((const char *)data, size, &method, &method_len, &path, &path_len,
                                   &minor_version, headers, &num_headers, 0);
    if (result > 0) {
        touch(method, method_len);
        touch(path, path_len);
        for (size_t i = 0; i < num_headers; ++i) {
            if (headers[i].name != NULL)
                touch(headers[i].name, headers[i].name_len);
            touch(headers[i].value, headers[i].value_len);
        }
    }
    return 0;
}
