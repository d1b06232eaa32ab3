/* http-parser (URLs): the input parsed by http_parser_parse_url as a
   request target and as a CONNECT target (host:port), what the project's
   later URL fuzzer (fuzzers/fuzz_url.c) does; the buffer is not
   NUL-terminated, as the function's length argument allows. */
#include "stdin_driver.h"

#ifndef SEPARATE_FILES
#include <http_parser.c>
#else
#include <http_parser.h>
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct http_parser_url url;
    http_parser_url_init(&url);
    http_parser_parse_url((const char *)data, size, 0, &url);
    http_parser_parse_url((const char *)data, size, 1, &url);
    return 0;
}
