// The program's two files: main.c fills a buffer through lib.c's
// functions; lib.c's store_at has the off-by-one.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int store_at(int *buffer, int size, int index, int value);
int sum(const int *buffer, int size);

int main(void) {
  int buffer[4] = {0, 0, 0, 0};
  int index = __VERIFIER_nondet_int();
  __VERIFIER_assume(index >= 0 && index <= 4);
  store_at(buffer, 4, index, 7);
  return sum(buffer, 4) == 7 ? 0 : 1;
}
