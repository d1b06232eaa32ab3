/*
 * cbmc_stubs.c: bodies for the functions the benchmark programs declare but
 * never define, linked in by heap_compare.py when it runs CBMC (CBMC 6.3
 * reports a call to a function without a body as a failed property).
 * swarmbmc reads swarm_log calls as log events and needs no body.
 */
void swarm_log(const char *event) { (void)event; }

#ifdef SWARM_STUB_VERIFIER_ERROR
/* SV-COMP unreach-call: reaching __VERIFIER_error() is the violation
 * (heap/cbmc_run.py passes -DSWARM_STUB_VERIFIER_ERROR on those rows). */
void __VERIFIER_error(void)
{
  __CPROVER_assert(0, "__VERIFIER_error called");
  __CPROVER_assume(0);
}
#endif
