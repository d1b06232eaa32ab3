/* A real mismatch: the pointer (void (*)()) is called with one argument,
   but its target takes two (C11 6.5.2.2p6: undefined). */
int g;
void set(int *a, int v) { *a = v; }
void call(void (*f)()) { f(&g); }
int main(void) {
  call(set);
  return g;
}
