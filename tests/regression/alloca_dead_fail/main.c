// alloca() memory dies when the function that called alloca returns.
extern void *alloca(unsigned long size);
static int *scratch(void) {
  int *p = alloca(sizeof(int));
  *p = 1;
  return p;
}
int main(void) { return *scratch(); }
