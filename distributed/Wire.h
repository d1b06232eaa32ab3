// Wire: what the coordinator and the workers of an MPI swarm tell each
// other, as JSON (nlohmann), apart from the program's bitcode, which
// travels as raw bytes.
//
// A worker gets everything it needs from the coordinator, never from its
// own command line or file system: the checks, limits and features of the
// run (a setup), then one configuration at a time (its omissions and
// range). It answers with the configuration's result: the verdict and
// what the coordinator needs to decide and report (the model's input
// values for the replay, the violated property, statistics), not the
// trace, which the coordinator rebuilds by replaying the winner.
//
// Plain data only: pointers, callbacks and flags of the options are the
// receiving process's own (see apply_setup).
#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "swarm/Runner.h"

namespace swarmbmc::distributed {

/// What every configuration of one swarm run shares: checks, limits,
/// features, slicing. `remaining_seconds` is what is left of the
/// coordinator's --timeout (0: none); each worker counts it from receipt.
nlohmann::json setup_to_json(const swarm::SwarmOptions& options, double remaining_seconds);

/// The options a worker runs its configurations with: `setup` applied to
/// default options (no callbacks, no interrupt, deadline from now).
swarm::SwarmOptions options_from_setup(const nlohmann::json& setup);

/// One configuration to run: its plan index, omissions, range and drawn choice restrictions.
nlohmann::json configuration_to_json(const swarm::Configuration& configuration);
swarm::Configuration configuration_from_json(const nlohmann::json& json);

/// A configuration's result as a worker reports it (outcome, result without
/// the trace, slicing, range used, wall time, rank and host).
nlohmann::json result_to_json(const swarm::ConfigurationReport& slot);
/// Fills in `slot` (whose configuration the coordinator already knows).
void result_from_json(const nlohmann::json& json, swarm::ConfigurationReport& slot);

}  // namespace swarmbmc::distributed
