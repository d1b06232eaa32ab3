// JsonTrace: the result and counterexample as a JSON document (--json),
// format described in docs/trace-format.md and docs/trace.schema.json.
#pragma once

#include <nlohmann/json.hpp>

#include "report/RunInfo.h"
#include "swarm/Runner.h"
#include "encoder/trace/Trace.h"

namespace swarmbmc::report {

/// Version of the document's format; bumped on incompatible changes.
constexpr int kTraceFormatVersion = 1;

/// The whole document. `with_swarm`: include the "swarm" section (runs
/// with --swarm K>1 or --omit).
nlohmann::json json_document(const RunInfo& run, const swarm::SwarmReport& report, bool with_swarm);

/// A source location as the documents write it.
nlohmann::json json_location(const encoder::SourceLocation& location);

/// A trace value ({"name": "integer", "data": "5", "binary": ...}).
nlohmann::json json_value(const encoder::TraceValue& value);

}  // namespace swarmbmc::report
