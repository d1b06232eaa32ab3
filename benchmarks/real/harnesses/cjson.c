/* cJSON (JSON): the input parsed by cJSON_ParseWithLength, the API for a
   buffer that is not NUL-terminated (the project's own fuzzer,
   fuzzing/cjson_read_fuzzer.c, parses a NUL-terminated copy with
   cJSON_ParseWithOpts; printing and minifying are left out here), and the
   tree deleted again. */
#include "stdin_driver.h"

#ifndef SEPARATE_FILES
#include <cJSON.c>
#else
#include <cJSON.h>
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cJSON *json = cJSON_ParseWithLength((const char *)data, size);
    if (json != NULL)
        cJSON_Delete(json);
    return 0;
}
