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

#include "RangeConstraint.h"

namespace swarmbmc::encoder {

/// The key of random execution number `which` (1, 2, ...) under `seed`.
RangeKey random_path_key(const PathKey& key, uint64_t seed, unsigned which);

/// The `count` consecutive ranges cut by count-1 random execution keys.
std::vector<RangeBounds> random_ranges(const PathKey& key, unsigned count, uint64_t seed);

}  // namespace swarmbmc::encoder
