// Neither a.c nor b.c defines main.
int a(void) { return 1; }
