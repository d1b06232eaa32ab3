/* g->f as a statement: the member access is still evaluated. */
struct S { int f; };
struct S *g;
int main(void) {
  g->f;
  return 0;
}
