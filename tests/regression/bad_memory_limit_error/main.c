/* Not checked: --memory-limit 0 is rejected before the program is read. */
int main(void) { return 0; }
