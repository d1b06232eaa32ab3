// Printing a swarm run: the configuration table (text) and --stats-json.
#pragma once

#include <iosfwd>
#include <string>

#include "logsrt/Logsrt.h"
#include "swarm/Runner.h"

namespace swarmbmc::report {

/// The plan line, the winner line and one table row per configuration.
void print_swarm_table(std::ostream& out, const swarm::SwarmReport& report);

/// The "Partial results" section: one line per configuration that checked
/// part of the executions and found no counterexample, with what that
/// proves (nothing when there is none). print_swarm_table ends with it when
/// the run's verdict is UNKNOWN or BOUNDED.
void print_partial_results(std::ostream& out, const swarm::SwarmReport& report);

/// Writes the same information as JSON to `path`; returns false (with
/// `error` set) when the file cannot be written.
bool write_stats_json(const std::string& path, const swarm::SwarmReport& report, std::string& error);

/// The features with their call sites, one per line (--list-features).
void print_features(std::ostream& out, const logsrt::FeatureCatalog& catalog);

}  // namespace swarmbmc::report
