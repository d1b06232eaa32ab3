// EncodingChoice: how a swarm's configurations are encoded
// (--swarm-encoding sliced|shared|auto) and what `auto` picks.
//
// sliced: each configuration's own restricted module, unrolled and
// bit-blasted on its own (smaller formulas; K encodings).
// shared: one unrolling for all, configurations as literal assignments
// (SharedEncoding; one encoding, but every query sees the whole formula),
// each query a fresh CaDiCaL over the worker's clauses;
// shared-incremental: the same, with one incremental CaDiCaL per worker
// (what it learns on one configuration serves the next; no lucky phases).
// auto: decided before solving from what slicing already measured.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace swarmbmc::swarm {

struct ConfigurationReport;

enum class Encoding { Sliced, Shared, SharedIncremental, Auto };

const char* encoding_name(Encoding encoding);
/// "sliced", "shared", "shared-incremental", "auto"; nullopt for anything else.
std::optional<Encoding> parse_encoding(const std::string& word);

struct EncodingDecision {
  Encoding chosen = Encoding::Sliced;  ///< never Auto
  std::string why;                     ///< one line for the report
};

/// Under Auto, shared is chosen when slicing leaves the configurations with
/// omissions, on average, at least this fraction of the program's
/// instructions: their formulas are then nearly the whole one, and encoding
/// it once beats encoding it K times (see benchmarks/encodings.py).
constexpr double kSharedWhenSlicedFractionAtLeast = 0.75;

/// What to run: `requested` unless it is Auto; then from the configurations'
/// sliced sizes (filled in by the runner's ordering step). Sliced whenever
/// a configuration restricts choices (--swarm-choices): a restriction is
/// applied while unrolling, so one shared unrolling cannot carry it.
EncodingDecision decide_encoding(Encoding requested, const std::vector<ConfigurationReport>& configurations);

}  // namespace swarmbmc::swarm
