// interval_proof_ring_pass with succ wrapping one slot too late: the fifth
// enqueue writes items[4]. Interval analysis must not prove that check.
extern int __VERIFIER_nondet_int(void);

#define SLOTS 4
int items[SLOTS];
int head, tail, count;

static int succ(int i) { return i + 1 == SLOTS + 1 ? 0 : i + 1; } /* BUG: wraps one slot too late */

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
