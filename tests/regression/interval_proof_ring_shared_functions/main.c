// A ring buffer of 4 slots whose indices wrap with succ(i) = i + 1 == 4 ?
// 0 : i + 1, updated under a switch on a nondeterministic operation: every
// index stays in 0..3, which interval analysis proves without a solver.
// It needs the merged index's ite to be conditioned on i + 1 == 4 alone
// (not on the whole path condition up to it, encoder/unroll/Unroller.h meeting())
// and the original of that equality (TermManager::equality_origin), which
// the term rewriter turns into a disjunction over the earlier iterations.
extern int __VERIFIER_nondet_int(void);

#define SLOTS 4
int items[SLOTS];
int head, tail, count;

static int succ(int i) { return i + 1 == SLOTS ? 0 : i + 1; }

int main(void) {
  for (int i = 0; i < 40; i++) {
    switch (__VERIFIER_nondet_int()) {
      case 0:
        if (count == SLOTS) break;
        items[tail] = __VERIFIER_nondet_int();
        tail = succ(tail);
        count++;
        break;
      case 1:
        if (count == 0) break;
        head = succ(head);
        count--;
        break;
      case 2:
        if (count > 0) {
          int first = items[head];
          (void)first;
        }
        break;
      default:
        head = tail = count = 0;
        break;
    }
  }
  return 0;
}
