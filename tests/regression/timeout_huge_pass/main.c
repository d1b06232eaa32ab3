/* --timeout 1e300 is a valid number of seconds: it used to overflow the
 * clock into the past and end the run at once with UNKNOWN (timeout while
 * compiling). A huge limit must simply never fire. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int cond);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 10) x = 10;
  __VERIFIER_assert(x <= 10);
  return 0;
}
