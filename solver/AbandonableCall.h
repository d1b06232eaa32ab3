// A call that its caller may stop waiting for.
//
// CaDiCaL and Z3 poll their stop flags often while they search, but not
// inside some long steps: on the 800k-clause CNF of the queue at N = 200,
// CaDiCaL 1.5.3 went 100-450 ms without polling its Terminator while it
// collected garbage (copying the clause arena, flushing watches), subsumed,
// vivified or eliminated variables; Z3 answers an interrupt up to ~0.9 s
// late. Nothing outside the library can shorten those steps, so a stopped
// caller does not wait for them: the solver's call runs on a helper thread,
// and once the caller sees its stop it returns and leaves the call to end on
// its own. The call must then own everything it touches (hold it by
// shared_ptr): the caller may destroy its side at once.
//
// Abandoned calls are counted. They keep a core busy until the library's
// next poll, which the caller has already asked for (terminate()). A process
// that ends while one still runs should leave with std::_Exit after
// flushing its output, not through static destructors; without that, the
// destructor of this module's registry waits for them (at most a few
// seconds), so no library state is torn down under a running call.
#pragma once

#include <functional>

namespace swarmbmc::solver {

/// Runs `call` on a helper thread and waits until it returns (true) or
/// until `stopped()`, polled every millisecond, is true (false). After
/// false, `call` goes on running without a waiter; it has been abandoned.
/// What `call` throws is rethrown here when it is waited for (and dropped
/// when it was abandoned).
bool call_abandonably(std::function<void()> call, const std::function<bool()>& stopped);

/// How many abandoned calls have not returned yet.
int abandoned_calls_running();

/// How many calls have been abandoned since the process started.
int abandoned_calls_total();

}  // namespace swarmbmc::solver
