// Iterative deepening (--property without --depth): check at growing
// depths until an answer that is not BOUNDED, or a stop.
#pragma once

#include <functional>
#include <ostream>

#include "swarm/Runner.h"

namespace swarmbmc::engine {

/// The depths tried, in order: 1, 2, 3, 4, 6, 8, 12, 16, 24, ... (about
/// x1.5, so a bound's run costs at most a few times the previous ones').
unsigned next_depth(unsigned depth);

/// Runs `run_at(depth)` from depth 1 while its verdict is BOUNDED, printing
/// one line per finished depth to `log`; returns the last report. Ends at
/// `max_depth` (BOUNDED) or with the first FAILED, VERIFIED or UNKNOWN
/// (a timeout stops the run at that depth).
swarm::SwarmReport deepen(const std::function<swarm::SwarmReport(unsigned)>& run_at, std::ostream& log,
                          unsigned max_depth = 1000000);

}  // namespace swarmbmc::engine
