/* A ring buffer on the heap. */
#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct ring { int *data; unsigned capacity, head, count; };

int ring_init(struct ring *r, unsigned capacity) {
  r->data = malloc(capacity * sizeof(int));
  if (!r->data) return 0;
  r->capacity = capacity;
  r->head = r->count = 0;
  return 1;
}

void ring_put(struct ring *r, int value) {
  if (r->count == r->capacity) return;
  r->data[(r->head + r->count) % r->capacity] = value;
  r->count++;
}

int ring_get(struct ring *r) {
  int value = r->data[r->head];
  r->head = (r->head + 1) % r->capacity;
  r->count--;
  return value;
}

int main(void) {
  struct ring r;
  if (!ring_init(&r, 4)) return 0;
  for (int i = 0; i < 6; i++) {
    if (__VERIFIER_nondet_int()) ring_put(&r, i);
    else if (r.count > 0) assert(ring_get(&r) < i);
  }
  free(r.data);
  return 0;
}
