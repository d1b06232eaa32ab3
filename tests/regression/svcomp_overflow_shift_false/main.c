extern int __VERIFIER_nondet_int(void);
int main(void) {
  int s = __VERIFIER_nondet_int();
  if (s >= 0 && s <= 32) return 1 >> s;   /* s == 32 */
  return 0;
}
