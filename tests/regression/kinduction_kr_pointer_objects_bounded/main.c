/* k-induction under --32 with a K&R external returning a pointer: the call has
 * the call's type, so LLVM names no callee; the object it returns may hold
 * pointers (*slot), which the inductive step cannot havoc. Before 1ccafa0 the
 * scan for such objects missed the K&R call and the step could assume *slot
 * unchanged: a VERIFIED of a program whose bug is 1000 iterations deep. */
extern int **get_slot();
extern int __VERIFIER_nondet_int();
extern void reach_error();
int main() {
  int a = 0, b = 1;
  int **slot = get_slot();
  if (!slot) return 0;
  *slot = &a;
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    get_slot();
    if (i == 1000) *slot = &b;
    if (i < 1000) i++;
  }
  if (*slot == &b) reach_error();
  return 0;
}
