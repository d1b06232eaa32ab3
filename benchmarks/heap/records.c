/*
 * records.c: a list of cells built in a do-while loop; each cell holds a
 * record with a malloc'd array of SAMPLES ints filled by a loop, a total
 * updated by an input-driven loop of any length, and maybe a second part,
 * which the next cell then takes over as its record (benchmarks/heap_compare.py:
 * the shape that made the heap model slow). Everything is freed at the end.
 * Correct: no memory-safety failure, no leak.
 * -DLEAK links the second part and then drops the link again: the part's
 * only pointer is overwritten and --memory-leak-check must report it.
 * -DBOUNDED bounds both input-driven loops (at most CELLS cells, STEPS
 * updates), so the correct program is VERIFIED at --depth max(SAMPLES,
 * CELLS, STEPS).
 */
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#ifndef SAMPLES
#define SAMPLES 20
#endif
#ifndef CELLS
#define CELLS 4
#endif
#ifndef STEPS
#define STEPS 4
#endif

struct record {
  int total;
  int *samples;
  int continued;             /* the next cell's record is `rest` */
  struct record *rest;
};

struct cell {
  struct record *record;
  struct cell *next;
};

static int more(int done, int limit) {
#ifdef BOUNDED
  if (done >= limit) return 0;
#else
  (void)done;
  (void)limit;
#endif
  return __VERIFIER_nondet_int();
}

static void split(struct record *r) {
  struct record *part = malloc(sizeof *part);
  if (!part) abort();
  part->samples = NULL;
  part->total = r->total - 100;
  part->continued = 0;
  part->rest = NULL;
  r->total = 100;
  r->continued = 1;
  r->rest = part;
#ifdef LEAK
  r->continued = 0;  /* meant for part: the only pointer to part is lost */
  r->rest = NULL;
#endif
}

static struct record *new_record(struct record *previous) {
  if (previous && previous->continued) return previous->rest;
  struct record *r = malloc(sizeof *r);
  if (!r) abort();
  r->samples = malloc(SAMPLES * sizeof *r->samples);
  if (!r->samples) abort();
  for (int i = 0; i < SAMPLES; i++) r->samples[i] = __VERIFIER_nondet_int();
  r->total = 0;
  int step = __VERIFIER_nondet_int();
  int steps = 0;
  while (more(steps, STEPS) && r->total < 100 && r->total > -100 && step < 100 && step > -100) {
    r->total += __VERIFIER_nondet_int();
    step = __VERIFIER_nondet_int();
    steps++;
  }
  r->continued = 0;
  r->rest = NULL;
  if (__VERIFIER_nondet_int()) split(r);
  return r;
}

static void push(struct cell **list) {
  struct cell *c = malloc(sizeof *c);
  if (!c) abort();
  c->next = *list;
  c->record = new_record(*list ? (*list)->record : NULL);
  *list = c;
}

int main(void) {
  struct cell *list = NULL;
  int cells = 0;
  int continued;
  do {
    push(&list);
    cells++;
    continued = list->record->continued;
  } while (continued || more(cells, CELLS));
  while (list) {
    struct cell *next = list->next;
    free(list->record->samples);
    free(list->record);
    free(list);
    list = next;
  }
  return 0;
}
