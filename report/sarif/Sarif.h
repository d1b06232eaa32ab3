// Sarif: the result as a SARIF 2.1.0 log (--sarif), for code-scanning UIs
// and editors: one result per violated property, the trace as a code flow.
#pragma once

#include <nlohmann/json.hpp>

#include "report/RunInfo.h"
#include "encoder/verify/Verifier.h"
#include "swarm/PartialResults.h"

namespace swarmbmc::report {

/// The log of one run. VERIFIED and BOUNDED give no results; UNKNOWN gives
/// none and an unsuccessful invocation with the reason. `partials`: what
/// the swarm's configurations without a counterexample proved, one
/// invocation notification of level "note" each.
nlohmann::json sarif_log(const RunInfo& run, const encoder::VerifyResult& result,
                         const std::vector<swarm::PartialResult>& partials = {});

}  // namespace swarmbmc::report
