/*
 * strbuilder.c: a string builder over a 46-byte buffer (45 characters and
 * the terminating NUL): append_char, append_word (appends "abcd"), insert,
 * delete, clear, reverse, upper and length.
 *
 * Bug: append_word checks len + 4 > CAP instead of len + 4 >= CAP, leaving
 *      no room for the NUL: with len == 42 it writes buf[46], one past the
 *      end ([bounds] store in sb_append_word). len == 42 needs ten words
 *      and two single characters (append_char or insert) first.
 * Features: append_char append_word insert delete clear reverse upper length
 * Needs: append_word and one of append_char, insert (delete and clear
 *        delay the bug; reverse, upper and length are irrelevant)
 * Smallest depth: 13
 * Verdicts: 1-12 BOUNDED; 13- FAILED (the shifting loops run up to 45 times)
 * Depths quick: 13 20
 * Depths full: 13 25 40 80 150
 */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 13
#endif

#define CAP 46

char buf[CAP];
int len;

void sb_append_char(char c) {
  swarm_log("append_char");
  if (len + 1 >= CAP)
    return;
  buf[len++] = c;
  buf[len] = 0;
}

void sb_append_word(void) {
  swarm_log("append_word");
  static const char word[4] = {'a', 'b', 'c', 'd'};
  if (len + 4 > CAP) /* BUG: should be >= (room for the NUL) */
    return;
  for (int i = 0; i < 4; i++)
    buf[len + i] = word[i];
  len += 4;
  buf[len] = 0;
}

void sb_insert(int pos, char c) {
  swarm_log("insert");
  if (len + 1 >= CAP || pos < 0 || pos > len)
    return;
  for (int i = CAP - 1; i > 0; i--) /* constant bound: shift buf[pos..len) right */
    if (i > pos && i <= len)
      buf[i] = buf[i - 1];
  buf[pos] = c;
  len++;
  buf[len] = 0;
}

void sb_delete(int pos) {
  swarm_log("delete");
  if (pos < 0 || pos >= len)
    return;
  for (int i = 0; i < CAP - 1; i++)
    if (i >= pos && i < len)
      buf[i] = buf[i + 1];
  len--;
}

void sb_clear(void) {
  swarm_log("clear");
  len = 0;
  buf[0] = 0;
}

void sb_reverse(void) {
  swarm_log("reverse");
  for (int i = 0; i < CAP / 2; i++)
    if (i < len - 1 - i) {
      char t = buf[i];
      buf[i] = buf[len - 1 - i];
      buf[len - 1 - i] = t;
    }
}

void sb_upper(void) {
  swarm_log("upper");
  for (int i = 0; i < CAP; i++)
    if (i < len && buf[i] >= 'a' && buf[i] <= 'z')
      buf[i] = buf[i] - 'a' + 'A';
}

int sb_length(void) {
  swarm_log("length");
  return len;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    int arg = __VERIFIER_nondet_int();
    switch (__VERIFIER_nondet_int()) {
    case 0: sb_append_char((char)arg); break;
    case 1: sb_append_word(); break;
    case 2: sb_insert(__VERIFIER_nondet_int(), (char)arg); break;
    case 3: sb_delete(arg); break;
    case 4: sb_clear(); break;
    case 5: sb_reverse(); break;
    case 6: sb_upper(); break;
    default: sb_length(); break;
    }
  }
  return 0;
}
