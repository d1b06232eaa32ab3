// As svcomp_nondet_types_true, but reach_error is reachable: a nondet
// unsigned __int128 (one 128-bit input) may be 5 * 2^64 + 77, which replay
// passes with both of its halves.
#include <stddef.h>
extern void abort(void);
void reach_error(void) { abort(); }
_Bool __VERIFIER_nondet_bool(void); char __VERIFIER_nondet_char(void); unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void); unsigned short __VERIFIER_nondet_ushort(void); int __VERIFIER_nondet_int(void);
unsigned __VERIFIER_nondet_uint(void); long __VERIFIER_nondet_long(void); unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void); unsigned long long __VERIFIER_nondet_ulonglong(void);
__int128 __VERIFIER_nondet_int128(void); unsigned __int128 __VERIFIER_nondet_uint128(void);
float __VERIFIER_nondet_float(void); double __VERIFIER_nondet_double(void); void *__VERIFIER_nondet_pointer(void);
size_t __VERIFIER_nondet_size_t(void); unsigned int __VERIFIER_nondet_u32(void); long long __VERIFIER_nondet_loff_t(void);
unsigned long __VERIFIER_nondet_sector_t(void);
struct bits { unsigned a : 3; int b : 5; };
union u { int i; unsigned char c[4]; };
void __VERIFIER_atomic_inc(int *p) { (*p)++; }
int main(void) {
  float f = __VERIFIER_nondet_float(); double d = __VERIFIER_nondet_double(); (void)f; (void)d;
  __int128 big = __VERIFIER_nondet_int128(); unsigned __int128 ubig = __VERIFIER_nondet_uint128();
  struct bits b; b.a = __VERIFIER_nondet_uchar(); b.b = -3;
  union u x; x.i = 0x01020304;
  int counter = 0; __VERIFIER_atomic_inc(&counter);
  long long s = __VERIFIER_nondet_longlong() + __VERIFIER_nondet_ulonglong() + __VERIFIER_nondet_loff_t() + __VERIFIER_nondet_sector_t() + __VERIFIER_nondet_u32() + __VERIFIER_nondet_size_t();
  (void)s; (void)__VERIFIER_nondet_pointer(); (void)__VERIFIER_nondet_bool(); (void)__VERIFIER_nondet_char(); (void)__VERIFIER_nondet_short(); (void)__VERIFIER_nondet_ushort(); (void)__VERIFIER_nondet_int(); (void)__VERIFIER_nondet_uint(); (void)__VERIFIER_nondet_long(); (void)__VERIFIER_nondet_ulong();
  switch (counter) { case 1: counter++; case 2: counter++; break; default: goto bad; }
  if (b.a > 7 || b.b != -3 || x.c[0] != 4 || counter != 3 || (big > 0 && big + 0 < 0) || ubig == ((unsigned __int128)5 << 64 | 77)) goto bad;
  return 0;
bad:
  reach_error();
  return 1;
}
