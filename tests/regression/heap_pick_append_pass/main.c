/*
 * heap_pick_append: a list of any length; one cell is picked and marked 1,
 * the cell after it marked 2 (appended first when the picked cell is the
 * last); the list is reversed in place, then the cell marked 2 must come
 * right before the one marked 1; everything is freed. The append goes
 * through a pointer with several targets and the next load through it
 * (`at->next = malloc(..); at = at->next;`): the loaded pointer must be
 * exactly the new cell (it kept an old target, whose stores then
 * made later pointers point anywhere, 850 k terms at depth 10).
 * -DBUG frees every cell but the first: a leak.
 */
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct cell {
  struct cell *next;
  int mark;
};

int main(void) {
  struct cell *first = malloc(sizeof *first);
  first->next = NULL;
  first->mark = 0;
  struct cell *at = first;
  while (__VERIFIER_nondet_int()) {
    at->next = malloc(sizeof *at);
    at = at->next;
    at->next = NULL;
    at->mark = 0;
  }
  at = first;
  while (at->next != NULL && __VERIFIER_nondet_int()) at = at->next;
  at->mark = 1;
  if (at->next == NULL) {
    at->next = malloc(sizeof *at);
    at = at->next;
    at->next = NULL;
    at->mark = 2;
  } else {
    at->next->mark = 2;
  }
  struct cell *reversed = NULL;
  for (struct cell *cur = first; cur != NULL;) {
    struct cell *next = cur->next;
    cur->next = reversed;
    reversed = cur;
    cur = next;
  }
  for (struct cell *cur = reversed; cur != NULL; cur = cur->next)
    if (cur->mark == 2) assert(cur->next != NULL && cur->next->mark == 1);
#ifdef BUG
  reversed = reversed->next;
#endif
  while (reversed != NULL) {
    struct cell *next = reversed->next;
    free(reversed);
    reversed = next;
  }
  return 0;
}
