#include <assert.h>

int main(void) {
  __int128 big = (__int128)1 << 100;
  assert((big >> 100) == 1);
  unsigned long long hi = (unsigned long long)(big >> 64);
  assert(hi == (1ULL << 36));
  unsigned __int128 p = (unsigned __int128)0xFFFFFFFFFFFFFFFFULL * 0xFFFFFFFFFFFFFFFFULL;
  assert((unsigned long long)p == 1ULL);
  assert((unsigned long long)(p >> 64) == 0xFFFFFFFFFFFFFFFEULL);
  __int128 neg = -big;
  assert(neg < 0 && neg / 2 == -((__int128)1 << 99));
  return 0;
}
