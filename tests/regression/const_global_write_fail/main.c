/* A const global is in .rodata too: a write through a cast pointer crashes
   natively; memset of it likewise. */
extern int __VERIFIER_nondet_int(void);
const int limits[2] = {1, 2};
int main(void) {
  int *p = (int *)limits;
  if (__VERIFIER_nondet_int()) p[1] = 5;
  return limits[1];
}
