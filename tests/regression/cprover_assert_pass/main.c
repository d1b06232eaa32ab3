/* __CPROVER_assert and __ESBMC_assert after assumptions that make them hold. */
void __CPROVER_assert(_Bool condition, const char *description);
void __ESBMC_assert(_Bool condition, const char *description);
void __CPROVER_assume(_Bool condition);
void __ESBMC_assume(_Bool condition);
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  __CPROVER_assume(x > 0);
  __CPROVER_assert(x != 0, "x is positive");
  __ESBMC_assume(x < 10);
  __ESBMC_assert(x < 10, "x is small");
  return 0;
}
