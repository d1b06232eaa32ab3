// The same stack with a push that does not check for a full stack: the
// ninth push writes stack[8]. Interval analysis must not prove that
// store's check (top may reach 12), and the solver finds the overflow.
extern int __VERIFIER_nondet_int(void);

#define SLOTS 8
int stack[SLOTS];
int top;

int main(void) {
  for (int i = 0; i < 12; i++) {
    int op = __VERIFIER_nondet_int();
    if (op == 0) {
      stack[top++] = __VERIFIER_nondet_int();
    } else if (op == 1) {
      if (top > 0) top--;
    } else if (top > 0) {
      int peek = stack[top - 1];
      (void)peek;
    }
  }
  return 0;
}
