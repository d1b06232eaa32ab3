// b calls a.c's a; still no main.
int a(void);
int b(void) { return a() + 1; }
