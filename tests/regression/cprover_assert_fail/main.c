/* CBMC's __CPROVER_assert(condition, description) is checked. */
void __CPROVER_assert(_Bool condition, const char *description);
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  __CPROVER_assert(x != 7 || x == 7, "trivially true");
  __CPROVER_assert(x != 7, "x is not seven");
  return 0;
}
