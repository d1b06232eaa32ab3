// SV-COMP violation witnesses of a counterexample: GraphML 1.0
// (WitnessGraphml.cpp) and YAML 2.0 (WitnessYaml.cpp).
#pragma once

#include <string>

#include "RunInfo.h"
#include "Verifier.h"

namespace swarmbmc::report {

/// The SV-COMP specification the violated property belongs to, e.g.
/// "CHECK( init(main()), LTL(G ! call(reach_error())) )". Division by zero
/// has no SV-COMP property: it gets "LTL(G ! division-by-zero)".
std::string witness_specification(const RunInfo& run, const encoder::ViolatedProperty& property);

/// The C condition an input step gives the witness: "\result == V", or for
/// main's argv[i] (no function's result) a condition on its bytes.
std::string witness_assumption(const encoder::TraceStep& input);

/// A log event's note for the witnesses under --log-trace: "log line 2:
/// printf(\"withdraw %d\\012\") printed \"withdraw 200\"" (the log file's
/// line the event matched, the call and the line it printed, as the text
/// trace shows them). Empty for every other step, and for a log event that
/// matched no line of the file (no --log-trace, or an event a subsequence
/// match skipped): witnesses of runs without a log file stay as they were.
std::string witness_log_event(const encoder::TraceStep& step);

/// Current UTC time as "2026-11-25T02:00:00Z".
std::string witness_creation_time();

/// A GraphML 1.0 violation witness of `result` (FAILED, with a trace):
/// entry node, one edge per input (assumption "\result == V;"), call and
/// return, one per log event that matched a --log-trace line (our own key
/// "swarmbmc-log", declared only then), and the violation node.
std::string graphml_witness(const RunInfo& run, const encoder::VerifyResult& result);

/// A YAML 2.0 violation witness: one segment per input (waypoint of type
/// assumption, constraint "\result == V") and the final target; each log
/// event that matched a --log-trace line as a comment ("# swarmbmc-log: ...")
/// where it happened among the segments.
std::string yaml_witness(const RunInfo& run, const encoder::VerifyResult& result);

}  // namespace swarmbmc::report
