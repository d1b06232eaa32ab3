// SV-COMP property files (--property FILE.prp): which checks a property
// means, and the competition's answer line ("SV-COMP: false(valid-deref)").
#pragma once

#include <optional>
#include <string>

#include "encoder/formula/Checks.h"
#include "encoder/verify/Verifier.h"

namespace swarmbmc::cli {

enum class SvProperty { UnreachCall, MemSafety, MemCleanup, NoOverflow, Termination };

/// Reads FILE.prp; nullopt with `error` set (one line) when it cannot be
/// read, is malformed, or states a property swarmbmc does not know.
std::optional<SvProperty> read_property_file(const std::string& path, std::string& error);

/// What a property file listed by a task states: a property `check` answers
/// (`checked`), or only the name of one it does not (`checked` empty; e.g.
/// "coverage-branches", "termination", "no-data-race").
struct TaskPropertyKind {
  std::optional<SvProperty> checked;
  std::string name;
};

/// Reads a task's property file: CHECK( init(f()), LTL(...) ) lines (any
/// formula: unknown ones are named, not refused) or a Test-Comp coverage
/// property, COVER( init(f()), FQL(...) ) or CHECK( ..., FQL(...) ).
/// Termination is never `checked` (`check` answers it unknown). nullopt
/// with `error` set when the file is missing or malformed.
std::optional<TaskPropertyKind> read_task_property_file(const std::string& path, std::string& error);

/// The name of the property ("unreach-call", "valid-memsafety", ...).
const char* property_name(SvProperty property);

/// Replaces `checks` by exactly what `property` asks for.
void select_checks(SvProperty property, encoder::CheckSelection& checks);

/// "true", "false(valid-deref)", "unknown (reason)": after "SV-COMP: ".
/// BOUNDED is unknown (a bound is no proof).
std::string svcomp_answer(SvProperty property, const encoder::VerifyResult& result);

}  // namespace swarmbmc::cli
