extern int __VERIFIER_nondet_int(void);

struct Node {
  int value;
  struct Node *next;
};

int first_value(struct Node *list) {
  return list->value;
}

int main(void) {
  struct Node n = {42, 0};
  struct Node *head = __VERIFIER_nondet_int() ? &n : 0;
  int v = -1;
  v = first_value(head);
  return v == 42 ? 0 : 1;
}
