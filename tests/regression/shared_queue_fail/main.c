/* The array queue of the swarm paper (Weiss's, heap-allocated, capacity 16)
 * driven by nondeterministic operations, one of them DisposeQueue.
 * BUG: Enqueue has no full check and advances Rear without the wrap-around
 * Succ() gives Front, so the 16th Enqueue after the last MakeEmpty writes
 * Array[16]. Disposing sets the queue pointer to NULL on some paths only:
 * merging it with the paths that left it alone used to repeat it in every
 * iteration's merged pointer, and --swarm-encoding shared never finished
 * unrolling. */
#include <stdlib.h>
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#define CAPACITY 16
#define ITERATIONS 20

struct QueueRecord {
  int Capacity;
  int Front;
  int Rear;
  int Size;
  int *Array;
};
typedef struct QueueRecord *Queue;

static int Succ(int Value, Queue Q) {
  if (++Value == Q->Capacity) Value = 0;
  return Value;
}

int IsEmpty(Queue Q) {
  swarm_log("IsEmpty");
  return Q->Size == 0;
}

void MakeEmpty(Queue Q) {
  swarm_log("MakeEmpty");
  Q->Size = 0;
  Q->Front = 1;
  Q->Rear = 0;
}

Queue CreateQueue(int MaxElements) {
  Queue Q = malloc(sizeof(struct QueueRecord));
  Q->Array = malloc(sizeof(int) * MaxElements);
  Q->Capacity = MaxElements;
  Q->Size = 0;
  Q->Front = 1;
  Q->Rear = 0;
  return Q;
}

void DisposeQueue(Queue Q) {
  swarm_log("DisposeQueue");
  free(Q->Array);
  free(Q);
}

void Enqueue(int X, Queue Q) {
  swarm_log("Enqueue");
  /* BUG: no full check, and Rear does not wrap around */
  Q->Size++;
  Q->Rear = Q->Rear + 1;
  Q->Array[Q->Rear] = X;
}

int Front(Queue Q) {
  swarm_log("Front");
  if (Q->Size == 0) return 0;
  return Q->Array[Q->Front];
}

void Dequeue(Queue Q) {
  swarm_log("Dequeue");
  if (Q->Size == 0) return;
  Q->Size--;
  Q->Front = Succ(Q->Front, Q);
}

int main(void) {
  Queue Q = CreateQueue(CAPACITY);
  for (int i = 0; i < ITERATIONS; i++) {
    if (Q == NULL) break; /* disposed: nothing left to operate on */
    int op = __VERIFIER_nondet_int();
    if (op == 0)
      Enqueue(__VERIFIER_nondet_int(), Q);
    else if (op == 1)
      Dequeue(Q);
    else if (op == 2)
      Front(Q);
    else if (op == 3)
      IsEmpty(Q);
    else if (op == 4)
      MakeEmpty(Q);
    else if (op == 5) {
      DisposeQueue(Q);
      Q = NULL;
    }
  }
  if (Q != NULL) DisposeQueue(Q);
  return 0;
}
