// RangeSplits: where ranged BMC cuts the path space (the seed paper's
// random paths, brought to a formula).
//
// A split key is the key of a random concrete execution of the unrolled
// program: every variable of the formula (inputs, uninitialised memory)
// gets a value drawn from (seed, split number, variable name), the key's
// elements are evaluated under it (an input the execution does not reach
// is 0). Only the formula and the seed decide the keys, so every worker
// and every process that unrolls the same program with the same options
// computes the same ranges without talking to the others.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "RangeConstraint.h"

namespace swarmbmc::encoder {

/// How the random executions draw their values (--range-split).
enum class SplitValues {
  /// Uniform over each variable's width (the seed paper's random choices).
  Uniform,
  /// Each value, with probability 1/2, from -3..4 instead: programs compare
  /// inputs with small constants (op == 0, n < 4), and uniform 32-bit
  /// values almost never take those branches, so all split keys would fall
  /// on the same path shape and differ only in the first input's value.
  Small,
};

/// "random" -> Uniform, "small" -> Small; nullopt for other names.
std::optional<SplitValues> split_values_named(const std::string& name);
const char* split_values_name(SplitValues values);

/// The key of random execution number `which` (1, 2, ...) under `seed`.
RangeKey random_path_key(const PathKey& key, uint64_t seed, unsigned which,
                         SplitValues values = SplitValues::Uniform);

/// The `count` consecutive ranges cut by count-1 random execution keys.
std::vector<RangeBounds> random_ranges(const PathKey& key, unsigned count, uint64_t seed,
                                       SplitValues values = SplitValues::Uniform);

}  // namespace swarmbmc::encoder
