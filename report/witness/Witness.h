// SV-COMP violation witnesses of a counterexample: GraphML 1.0
// (WitnessGraphml.cpp) and YAML 2.0 (WitnessYaml.cpp); correctness
// witnesses of a VERIFIED result (CorrectnessWitness.cpp) with k-induction's
// invariants in C (WitnessInvariants.cpp).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "report/RunInfo.h"
#include "encoder/verify/Verifier.h"

namespace swarmbmc::report {

/// The SV-COMP specification the violated property belongs to, e.g.
/// "CHECK( init(main()), LTL(G ! call(reach_error())) )". Division by zero
/// has no SV-COMP property: it gets "LTL(G ! division-by-zero)".
std::string witness_specification(const RunInfo& run, const encoder::ViolatedProperty& property);

/// The C condition an input step gives the witness: "\result == V", or for
/// main's argv[i] (no function's result) a condition on its bytes.
std::string witness_assumption(const encoder::TraceStep& input);

/// An input of the process environment (encoder/unroll/Entry.cpp's
/// "environment HOME set", "environment HOME", "environment other
/// variables set"): the program starts with it and no C expression at its
/// entry names it, so the witnesses show it as a note, never as an
/// assumption: its text-trace line ("environment HOME = \"/root\"").
/// Empty for every other step.
std::string witness_environment_input(const encoder::TraceStep& step);

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

/// The SV-COMP specification lines of a run that made `checks` (for a
/// correctness witness of a run without --property): one per kind of check
/// made, in PropertyKind order, without repeats.
std::vector<std::string> checked_specification(const RunInfo& run, const encoder::CheckSelection& checks);

/// k-induction's invariants of `result` (VERIFIED with induction_k > 0) that
/// a correctness witness can state, as C expressions over the C variables of
/// the proven loop (`run.loop_variables`), in the order the verdict prints
/// them. Only a bound "v <= c" / "v >= c" (signed) or "v <=u c" / "v >=u c"
/// (unsigned) on a phi whose one debug variable is named v, has no namesake
/// in the function, is declared before the loop, and whose C type has the
/// phi's width and the bound's signedness, so that "v <= c" in C means
/// exactly what was proven; on an unsigned C variable also a signed bound
/// c >= 0 when a signed lower bound >= 0 was proven for it (its sign bit is
/// clear, so both readings agree). Every other invariant (relations "x + y
/// as on entry", residues, a bound whose C reading would differ) is left
/// out, never rewritten.
std::vector<std::string> witness_invariants(const RunInfo& run, const encoder::VerifyResult& result);

/// A GraphML 1.0 correctness witness of `result` (VERIFIED): the graph data
/// with witness-type correctness_witness, the entry node and, when
/// witness_invariants gives any, an edge (startline = the loop's line,
/// enterLoopHead) to the loop head's node carrying their conjunction as
/// `invariant` with `invariant.scope` the loop's function.
std::string graphml_correctness_witness(const RunInfo& run, const encoder::VerifyResult& result);

/// A YAML 2.0 correctness witness: one invariant_set entry whose content has
/// one loop_invariant per witness_invariants text at the loop's location
/// (an empty list when there is none).
std::string yaml_correctness_witness(const RunInfo& run, const encoder::VerifyResult& result);

/// `text` with XML's special characters escaped, for GraphML data.
std::string witness_xml_escape(const std::string& text);

/// One GraphML `<data key="key">value</data>` line, indented, value escaped.
void witness_xml_data(std::ostream& out, const char* indent, const std::string& key, const std::string& value);

/// `text` as a YAML double-quoted scalar (the JSON escapes are valid YAML).
std::string witness_yaml_quoted(const std::string& text);
/// The YAML task's `input_files` and `input_file_hashes`: every input file.
std::string witness_yaml_input_files(const RunInfo& run);

/// A random (version 4) UUID, for YAML witnesses' metadata.
std::string witness_uuid();

}  // namespace swarmbmc::report
