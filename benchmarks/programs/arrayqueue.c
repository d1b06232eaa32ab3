/*
 * arrayqueue.c: the Array-Queue of "Bounded Model Checking and Feature
 * Omission Diversity" (Alipour & Groce, section IV-A), after Weiss's array
 * queue (Data Structures and Algorithm Analysis in C), written from the
 * paper's description with its two injected bugs.
 *
 * Bugs: (1) Enqueue has no IsFull check and advances Rear without the
 *       wrap-around Succ() gives Front: the CAPACITY-th Enqueue after the
 *       last MakeEmpty writes Array[CAPACITY] ([bounds] store in Enqueue).
 *       (2) every operation after DisposeQueue dereferences the disposed
 *       queue (the harness sets it to NULL): a null dereference, two
 *       iterations deep (depth 1). Until free() was modelled
 *       bug (2) could not be reported and runs without bug (1) ended
 *       UNKNOWN at free(); now bug (2) is the first one found.
 * Features: MakeEmpty IsEmpty IsFull Enqueue Dequeue Front FrontAndDequeue DisposeQueue
 * Needs: DisposeQueue (bug 2, with any other operation); Enqueue (bug 1, depth 24)
 * Smallest depth: 1 (bug 2)
 * Verdicts: 1- FAILED
 * Depths quick: 30 40
 * Depths full: 30 60 100 200 500
 */
#include <stdlib.h>

#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 30
#endif

#define CAPACITY 24

typedef int ElementType;

struct QueueRecord {
  int Capacity;
  int Front;
  int Rear;
  int Size;
  ElementType *Array;
};
typedef struct QueueRecord *Queue;

/* Internal helpers (not features): what the API functions test. */
static int queue_empty(Queue Q) { return Q->Size == 0; }

static int Succ(int Value, Queue Q) {
  if (++Value == Q->Capacity)
    Value = 0;
  return Value;
}

int IsEmpty(Queue Q) {
  swarm_log("IsEmpty");
  return Q->Size == 0;
}

int IsFull(Queue Q) {
  swarm_log("IsFull");
  return Q->Size == Q->Capacity;
}

void MakeEmpty(Queue Q) {
  swarm_log("MakeEmpty");
  Q->Size = 0;
  Q->Front = 1;
  Q->Rear = 0;
}

Queue CreateQueue(int MaxElements) {
  Queue Q = malloc(sizeof(struct QueueRecord));
  Q->Array = malloc(sizeof(ElementType) * MaxElements);
  Q->Capacity = MaxElements;
  Q->Size = 0;
  Q->Front = 1;
  Q->Rear = 0;
  return Q;
}

void DisposeQueue(Queue Q) {
  swarm_log("DisposeQueue");
  if (Q != NULL) {
    free(Q->Array);
    free(Q);
  }
}

void Enqueue(ElementType X, Queue Q) {
  swarm_log("Enqueue");
  /* BUG: no IsFull check, and Rear is not advanced with Succ() */
  Q->Size++;
  Q->Rear = Q->Rear + 1;
  Q->Array[Q->Rear] = X;
}

ElementType Front(Queue Q) {
  swarm_log("Front");
  if (!queue_empty(Q))
    return Q->Array[Q->Front];
  return 0; /* Weiss: Error("Empty queue") */
}

void Dequeue(Queue Q) {
  swarm_log("Dequeue");
  if (queue_empty(Q))
    return; /* Weiss: Error("Empty queue") */
  Q->Size--;
  Q->Front = Succ(Q->Front, Q);
}

ElementType FrontAndDequeue(Queue Q) {
  swarm_log("FrontAndDequeue");
  ElementType X = 0;
  if (!queue_empty(Q)) {
    Q->Size--;
    X = Q->Array[Q->Front];
    Q->Front = Succ(Q->Front, Q);
  }
  return X;
}

int main(void) {
  Queue Q = CreateQueue(CAPACITY);
  for (int i = 0; i < ITERATIONS; i++) {
    switch (__VERIFIER_nondet_int()) {
    case 0: MakeEmpty(Q); break;
    case 1: IsEmpty(Q); break;
    case 2: IsFull(Q); break;
    case 3: Enqueue(__VERIFIER_nondet_int(), Q); break;
    case 4: Dequeue(Q); break;
    case 5: Front(Q); break;
    case 6: FrontAndDequeue(Q); break;
    default:
      DisposeQueue(Q);
      Q = NULL; /* BUG (2): the next operation dereferences it */
      break;
    }
  }
  return 0;
}
