// Under unreach-call the invalid-function-pointer check is off; a call
// through a null function pointer cannot go on, and ending the path
// silently would answer true although the code after it calls
// reach_error: the answer is unknown.
extern void abort(void);
void reach_error(void) { abort(); }
void (*handler)(void);
int main(void) {
  handler();
  reach_error();
  return 0;
}
