#include <stdlib.h>
struct node { struct node *next; int value; };
struct node *registry;
int main(void) {
  struct node *kept = malloc(sizeof *kept);
  if (!kept) return 0;
  kept->next = malloc(sizeof *kept);  /* reachable through kept */
  if (!kept->next) { free(kept); return 0; }
  kept->next->next = NULL;
  registry = kept;
  /* still reachable from the global registry: not a leak */
  return 0;
}
