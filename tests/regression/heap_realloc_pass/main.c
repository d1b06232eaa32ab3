/* A dynamic array grown with realloc. */
#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned capacity = 2, size = 0;
  int *items = malloc(capacity * sizeof(int));
  if (!items) return 0;
  int *first = items;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5) n = 5;
  for (int i = 0; i < n; i++) {
    if (size == capacity) {
      capacity *= 2;
      int *grown = realloc(items, capacity * sizeof(int));
      if (!grown) { free(items); return 0; }
      items = grown;
    }
    items[size++] = i;
  }
  for (unsigned i = 0; i < size; i++) assert(items[i] == (int)i);
  (void)first;
  free(items);
  return 0;
}
