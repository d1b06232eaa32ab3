#include "Deepening.h"

#include <algorithm>
#include <iomanip>

namespace swarmbmc::engine {

unsigned next_depth(unsigned depth) {
  if (depth < 4) return depth + 1;
  // 4, 6, 8, 12, 16, 24, ...: alternately x1.5 and x4/3.
  return (depth & (depth - 1)) == 0 ? depth + depth / 2 : depth + depth / 3;
}

swarm::SwarmReport deepen(const std::function<swarm::SwarmReport(unsigned)>& run_at, std::ostream& log,
                          unsigned max_depth) {
  unsigned depth = 1;
  for (;;) {
    swarm::SwarmReport report = run_at(depth);
    if (report.final.verdict != encoder::Verdict::Bounded || depth >= max_depth) return report;
    log << "deepening: depth " << depth << " is not enough (" << std::fixed << std::setprecision(2)
        << report.total_ms / 1000.0 << " s)" << std::defaultfloat << std::endl;
    depth = std::min(max_depth, next_depth(depth));
  }
}

}  // namespace swarmbmc::engine
