// alloca() memory used within its bounds and never freed: no failure, and
// not a leak (it is released when the function returns).
extern void *alloca(unsigned long size);
static int sum(int n) {
  int *values = alloca(n * sizeof(int));
  int total = 0;
  for (int i = 0; i < n; i++) values[i] = i;
  for (int i = 0; i < n; i++) total += values[i];
  return total;
}
int main(void) { return sum(4) - 6; }
