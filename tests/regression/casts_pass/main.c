#include <assert.h>
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);

int main(void) {
  int big = 300;
  char c = (char)big;
  assert(c == 44);
  int neg = -1;
  unsigned char uc = (unsigned char)neg;
  assert(uc == 255);
  int v = 70000;
  short s = (short)v;
  assert(s == 4464);
  signed char sc = (signed char)0x80;
  assert((int)sc == -128);
  unsigned char u8 = 0x80;
  assert((int)u8 == 128);
  long l = -1;
  assert((unsigned long)l == 18446744073709551615UL);
  unsigned int ui = 0xFFFFFFFFu;
  assert((long)ui == 4294967295L && (long)(int)ui == -1L);
  long big64 = 0x123456789L;
  assert((int)big64 == 0x23456789);

  char x = __VERIFIER_nondet_char();
  assert((int)x >= -128 && (int)x <= 127);
  unsigned char y = __VERIFIER_nondet_uchar();
  assert((int)y >= 0 && (int)y <= 255);
  short z = __VERIFIER_nondet_short();
  int zi = z;
  assert((short)zi == z && zi >= -32768 && zi <= 32767);
  unsigned short w = __VERIFIER_nondet_ushort();
  assert((unsigned)w <= 65535u);
  return 0;
}
