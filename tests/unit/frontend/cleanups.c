/* Fixture for test_thread_cleanups.cpp: break, continue and return out of
   nested block scopes whose variables' addresses are taken. */
void bump(int *p) { *p += 1; }

int walk(int n, int stop) {
  int total = 0;
  for (int i = 0; i < n; i++) {
    int a = i;
    bump(&a);
    if (a == 2)
      continue;
    {
      int b = a * 10;
      bump(&b);
      if (a == stop)
        return b;
      if (b > 60)
        break;
    }
    total += a;
  }
  return total;
}

int main(void) { return walk(8, 3); }
