// other.c's static helper and counter, with main.c's names.
static int counter = 20;
static int helper(void) { return counter + 1; }
int offset(void) { return 5; }
int other_value(void) { return helper(); }
