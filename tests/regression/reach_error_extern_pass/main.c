extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x * 2;
  if (y % 2 != 0)
    reach_error();
  return 0;
}
