/* Finding (b64's fixed version, encode.c's growing buffer): UNKNOWN where
   the program is correct.

   A pointer that may be either of two heap blocks (here: malloc's, or the
   realloc under the condition) is realloc'd to a size that depends on the
   input, and the result is realloc'd once more. The second realloc stops
   the path:

     swarmbmc realloc_chain_unknown.c --depth 3 --max-input-length 2
     VERDICT: UNKNOWN (unsupported: realloc of zero-initialised memory to a
                       symbolic size at realloc_chain_unknown.c:30)

   The first symbolic realloc gives its block contents that are an ite
   over the old blocks (encoder/memory/Heap.cpp, Unroller::reallocate), and
   the next realloc to a symbolic size does not recognise them as
   "unwritten bytes are unknown". Nothing here is zero-initialised. Without
   the condition (one possible old block) or with a constant last size the
   same program is VERIFIED. Expected: VERIFIED. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    unsigned char in[2];
    size_t n = fread(in, 1, sizeof in, stdin);
    char *p = malloc(1);
    if (n > 0)
        p = realloc(p, 4);
    p = realloc(p, n + 1);
    p = realloc(p, n + 2);
    free(p);
    return 0;
}
