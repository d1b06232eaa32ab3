// Never compiled: the database beside it is cut short.
int main(void) { return 0; }
