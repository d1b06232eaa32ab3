/* A read over 60,000 writes at unknown indices: a[3] is a chain of 60,000
 * ites, each with a constant branch. Comparing it with a constant recursed
 * once per write (TermManager::mk_eq) and crashed with SIGSEGV. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int a[256];
int main(void) {
  for (int i = 0; i < 60000; ++i) a[__VERIFIER_nondet_int() & 255] = i;
  __VERIFIER_assert(a[3] != 60000);  /* no write stores 60000 */
  return 0;
}
