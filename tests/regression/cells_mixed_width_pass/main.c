/* Accesses that do not fit an object's cells: bytes of ints at a
 * symbolic byte index, an unaligned 2-byte store at a symbolic offset, a
 * memcpy at a symbolic offset, an array of structs with fields of two
 * widths, and an uninitialised local array: each must read back exactly
 * what the byte form would. */
#include <string.h>

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assert(int);

unsigned words[8];
struct pair { char tag; long value; } pairs[4];

int main(void) {
  unsigned i = __VERIFIER_nondet_uint() % 8;
  unsigned k = __VERIFIER_nondet_uint() % 4;
  unsigned v = __VERIFIER_nondet_uint();
  words[i] = v;
  unsigned char *bytes = (unsigned char *)words;
  __VERIFIER_assert(bytes[4 * i + k] == (unsigned char)(v >> (8 * k)));
  /* a short at byte offset 4*i + 1 + k/2 (odd when k < 2): straddles no word end */
  unsigned short s = (unsigned short)__VERIFIER_nondet_uint();
  unsigned at = 4 * i + 1 + (k & 1);
  memcpy(bytes + at, &s, sizeof s);
  unsigned short back;
  memcpy(&back, bytes + at, sizeof back);
  __VERIFIER_assert(back == s);
  __VERIFIER_assert(bytes[4 * i] == (unsigned char)v);  /* byte 0 of the word untouched */
  /* structs: char and long fields */
  unsigned p = __VERIFIER_nondet_uint() % 4;
  pairs[p].tag = 'x';
  pairs[p].value = (long)v * 3;
  __VERIFIER_assert(pairs[p].tag == 'x' && pairs[p].value == (long)v * 3);
  __VERIFIER_assert(pairs[(p + 1) % 4].tag == 0);
  /* an uninitialised local: reads agree with each other */
  int local[6];
  unsigned q = __VERIFIER_nondet_uint() % 6;
  int first = local[q];
  local[(q + 1) % 6] = first + 1;
  __VERIFIER_assert(local[q] == first);
  return 0;
}
