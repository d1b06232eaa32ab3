// Ranges: ranged BMC for the swarm runner (seed paper "Ranged Model
// Checking", brought to BMC; see encoder/ranges/RangeConstraint.h for the order).
//
// `--ranges K` replaces the configuration without omissions by K range
// configurations: each unrolls the whole program, computes the same K
// ranges from the formula and the seed (encoder/ranges/RangeSplits.h), and
// verifies with its own range's constraint. Any range's counterexample is a
// counterexample of the program (replayed as every swarm winner is); when
// every range finishes without one, their verdicts combine into the one the
// unranged check would give: UNKNOWN if any range is, else BOUNDED if any
// range is (the loops of all), else VERIFIED.
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "encoder/ranges/RangeConstraint.h"
#include "encoder/ranges/RangeSplits.h"
#include "encoder/verify/Verifier.h"

namespace llvm {
class Module;
}

namespace swarmbmc::swarm {

struct Plan;
struct Configuration;
struct ConfigurationReport;

/// Which range a configuration checks.
struct RangeSpec {
  unsigned index = 0;  ///< 0-based
  unsigned count = 1;
  uint64_t seed = 1;
  encoder::SplitValues values = encoder::SplitValues::Uniform;  ///< --range-split
  /// --range-file: these bounds instead of computed ones, valid only for a
  /// key of this length and fingerprint (the same unrolling).
  std::optional<encoder::RangeBounds> fixed;
  size_t expected_key_length = 0;
  std::string expected_key_fingerprint;
};

/// What a range configuration actually checked (filled in by its worker).
struct RangeUsed {
  encoder::RangeBounds bounds;
  size_t key_length = 0;        ///< inputs in the key
  std::string key_fingerprint;  ///< stable hash of the key's terms
  double split_ms = 0;          ///< computing the split keys and the constraint
};

/// The ranges of `key` for `spec` (computed, or the fixed ones); throws
/// std::runtime_error when fixed bounds were made for another unrolling.
encoder::RangeBounds bounds_for(const RangeSpec& spec, const encoder::PathKey& key, const std::string& fingerprint);

/// A restriction for VerifyOptions::restrict_paths that checks `spec`'s
/// range and records what it used in `used` (written on the worker).
std::function<encoder::Term(terms::TermManager&, const encoder::Formula&)> range_restriction(
    std::shared_ptr<const RangeSpec> spec, std::optional<RangeUsed>& used);

/// The ranges a range configuration of `module` would compute: unrolls
/// it as a worker does (a private bitcode copy, the same options) and cuts
/// its key into `count` ranges. Throws encoder::Interrupted when `stop` (may be null) is raised.
struct ComputedRanges {
  std::vector<encoder::RangeBounds> ranges;
  size_t key_length = 0;
  std::string key_fingerprint;
};
ComputedRanges compute_ranges(const llvm::Module& module, const encoder::VerifyOptions& options, unsigned count,
                              uint64_t seed, encoder::SplitValues values, const std::atomic<bool>* stop);

/// Adds `count` range configurations of the configuration that is not
/// narrowed (no omission, no choice restriction) of `plan` (all with that
/// configuration's index); the narrowed ones follow unchanged. With
/// `keep_whole` that configuration stays in the plan, unranged, and races
/// its ranges (the first proof or counterexample of either ends the run:
/// a range is seldom much easier than the whole, session 4's measurements);
/// without, the ranges replace it (--ranges-only).
Plan with_ranges(const Plan& plan, unsigned count, uint64_t seed,
                 encoder::SplitValues values = encoder::SplitValues::Uniform, bool keep_whole = true);

/// Whether any configuration of the run checks a range.
bool has_ranges(const std::vector<ConfigurationReport>& configurations);

/// Start order with ranges: range 1 first (where the unranged check would
/// be), the other ranges after the configurations with omissions, so that
/// a swarm's bug finders start as early as without ranges.
void interleave_ranges(std::vector<unsigned>& start_order, const std::vector<ConfigurationReport>& configurations);

/// Whether every range configuration finished with an answer of its own
/// (not stopped, not started).
bool all_ranges_decided(const std::vector<ConfigurationReport>& configurations);

/// The verdict the ranges give together when none found a counterexample.
encoder::VerifyResult combine_ranges(const std::vector<ConfigurationReport>& configurations);

/// "range 2/8 (3 7 ..., 9 1 ...]" for tables and messages; "" without a range.
std::string describe_range_of(const ConfigurationReport& configuration);

}  // namespace swarmbmc::swarm
