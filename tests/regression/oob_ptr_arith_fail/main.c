extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int sum_window(const int *p, int len) {
  int s = 0;
  for (int i = 0; i < len; i++)
    s += *(p + i);
  return s;
}

int main(void) {
  int data[6] = {1, 2, 3, 4, 5, 6};
  int start = __VERIFIER_nondet_int();
  __VERIFIER_assume(start >= 0 && start <= 4);
  return sum_window(data + start, 3);
}
