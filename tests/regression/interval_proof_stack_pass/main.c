// An array stack whose push checks for a full stack: every index stays in
// 0..7, which interval analysis proves (top's interval after each
// iteration, refined by the push and pop guards) without asking a solver.
extern int __VERIFIER_nondet_int(void);

#define SLOTS 8
int stack[SLOTS];
int top;

int main(void) {
  for (int i = 0; i < 40; i++) {
    int op = __VERIFIER_nondet_int();
    if (op == 0) {
      if (top < SLOTS) stack[top++] = __VERIFIER_nondet_int();
    } else if (op == 1) {
      if (top > 0) top--;
    } else if (top > 0) {
      int peek = stack[top - 1];
      (void)peek;
    }
  }
  return 0;
}
