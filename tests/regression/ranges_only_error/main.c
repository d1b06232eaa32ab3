// --ranges-only without --ranges is refused before the program is read
int main(void) { return 0; }
