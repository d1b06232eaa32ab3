/* ESBMC's __ESBMC_assert(condition, description) is checked. */
void __ESBMC_assert(_Bool condition, const char *description);
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  __ESBMC_assert(x < 10, "x is small");
  return 0;
}
