/* jsmn (JSON tokenizer): the input, a buffer of exactly size bytes,
   tokenized by jsmn_parse into eight tokens, as the project's tests and
   examples call it, and again with no token array (the counting mode). */
#include "stdin_driver.h"

#ifndef SEPARATE_FILES
#include <jsmn.c>
#else
#include <jsmn.h>
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    jsmn_parser parser;
    jsmntok_t tokens[8];
    jsmn_init(&parser);
    jsmn_parse(&parser, (const char *)data, size, tokens, 8);
    jsmn_init(&parser);
    jsmn_parse(&parser, (const char *)data, size, NULL, 0);
    return 0;
}
