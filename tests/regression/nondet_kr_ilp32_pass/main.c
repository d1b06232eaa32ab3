/* SV-COMP style K&R declarations without a prototype: under -m32 clang
 * calls them with the call's own type (i32 ()), not the declaration's
 * (i32 (...)). The guard cannot hold: VERIFIED (it was UNKNOWN "input of
 * unexpected type" with --32). */
extern int __VERIFIER_nondet_int();
extern void reach_error();
extern void abort();
int main() {
  int len = __VERIFIER_nondet_int();
  if (len > 5 && len < 3 && __VERIFIER_nondet_int() == len) reach_error();
  return 0;
}
