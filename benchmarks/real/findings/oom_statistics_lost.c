/* Finding (tinf, tiny-regex-c and jsmn under run.py's address-space limit):
   when swarmbmc runs out of address space (std::bad_alloc, e.g. under
   `ulimit -v`), the verdict is right but the statistics are lost:

     (ulimit -v 1000000; swarmbmc oom_statistics_lost.c --depth 4000 --stats)
     Statistics:
       instructions unrolled: 0
       terms:                 0
       ...
     VERDICT: UNKNOWN (out of memory while solving)

   --stats-json says the same (terms 0). Under swarmbmc's own limit
   (--memory-limit 400, no ulimit) the same run keeps them (167768
   instructions, 1101408 terms, "memory limit 400 MB exceeded while
   solving"). Expected: the figures of what was unrolled until then, as
   after a timeout. */
#include <assert.h>
#include <stdio.h>

static void mix(unsigned *a)
{
    for (int i = 0; i < 4000; ++i)
        a[i % 64] = a[(a[i % 64] + i) % 64] * 31 + 7;
}

static void stir(unsigned *a)
{
    for (int i = 0; i < 4000; ++i)
        a[i % 64] ^= a[(a[(i * 7) % 64]) % 64] + 3;
}

int main(void)
{
    unsigned a[64];
    for (int i = 0; i < 64; ++i)
        a[i] = (unsigned)getchar();
    mix(a);
    stir(a);
    assert(a[3] * a[5] != 12345u);
    return 0;
}
