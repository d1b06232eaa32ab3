#define N 5

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = 2 * i;
  return a[N - 1];
}
