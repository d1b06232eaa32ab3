/*
 * liststack.c: the Stack List of "Bounded Model Checking and Feature
 * Omission Diversity" (Alipour & Groce, section IV-B), after Weiss's
 * linked-list stack (a header record, one malloc'd cell per element),
 * with a null dereference injected.
 *
 * Bug: MakeEmpty unlinks all cells at once (leaking them) but forgets to
 *      reset Size; Top trusts Size and dereferences S->Next, which is NULL:
 *      Push, MakeEmpty, Top is a null dereference ([null] load in Top).
 *      Three iterations (depth 2). Until free() was modelled, Pop
 *      and DisposeStack ended their paths at free() and a run that found
 *      no bug ended UNKNOWN.
 * Features: Push Pop Top MakeEmpty DisposeStack
 * Needs: Push MakeEmpty Top
 * Smallest depth: 2
 * Verdicts: 1 BOUNDED; 2- FAILED
 * Depths quick: 10 40
 * Depths full: 10 50 100 200
 */
#include <stdlib.h>

#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 10
#endif

typedef int ElementType;

struct Node {
  ElementType Element;
  struct Node *Next;
};
typedef struct Node *PtrToNode;

struct StackRecord {
  PtrToNode Next; /* the top cell */
  int Size;
};
typedef struct StackRecord *Stack;

Stack CreateStack(void) {
  Stack S = malloc(sizeof(struct StackRecord));
  S->Next = NULL;
  S->Size = 0;
  return S;
}

void Push(ElementType X, Stack S) {
  swarm_log("Push");
  PtrToNode TmpCell = malloc(sizeof(struct Node));
  TmpCell->Element = X;
  TmpCell->Next = S->Next;
  S->Next = TmpCell;
  S->Size++;
}

ElementType Top(Stack S) {
  swarm_log("Top");
  if (S->Size > 0)
    return S->Next->Element; /* NULL after MakeEmpty */
  return 0; /* Weiss: Error("Empty stack") */
}

static void pop_cell(Stack S) {
  PtrToNode FirstCell = S->Next;
  S->Next = S->Next->Next;
  S->Size--;
  free(FirstCell);
}

void Pop(Stack S) {
  swarm_log("Pop");
  if (S->Next == NULL)
    return; /* Weiss: Error("Empty stack") */
  pop_cell(S);
}

void MakeEmpty(Stack S) {
  swarm_log("MakeEmpty");
  S->Next = NULL; /* BUG: leaks the cells and leaves Size unchanged */
}

void DisposeStack(Stack S) {
  swarm_log("DisposeStack");
  while (S->Next != NULL)
    pop_cell(S);
  free(S);
}

int main(void) {
  Stack S = CreateStack();
  int disposed = 0;
  for (int i = 0; i < ITERATIONS && !disposed; i++) {
    switch (__VERIFIER_nondet_int()) {
    case 0: Push(__VERIFIER_nondet_int(), S); break;
    case 1: Pop(S); break;
    case 2: Top(S); break;
    case 3: MakeEmpty(S); break;
    default:
      DisposeStack(S);
      disposed = 1;
      break;
    }
  }
  return 0;
}
