struct S { int f; };
struct S s;
struct S *g = &s;
int main(void) {
  int x = 1;
  int *p = &x;
  *p;
  g->f;
  return 0;
}
