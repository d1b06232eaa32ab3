/* Not checked: --timeout nan used to be accepted and then silently meant
 * "no limit"; it must be rejected like any other non-positive value. */
int main(void) { return 0; }
