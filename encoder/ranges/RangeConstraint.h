// RangeConstraint: ranged BMC's order on execution paths and the
// constraint that keeps a query inside one range of it.
//
// A path's key is the vector of the unrolled program's input instances (the
// Input events of the Formula, in unrolling order), each masked to 0 where
// its guard is false: every assignment of the formula's variables has
// exactly one key, and inputs a path never reads do not tell its keys
// apart. Keys are compared lexicographically, first instance most
// significant, each element as an unsigned number; a shorter vector counts
// as padded with zeros, so a split key of any length orders every path.
//
// A range is (after, up_to]: a missing `after` means from the smallest key,
// a missing `up_to` up to the largest. K-1 sorted split keys s1 <= ... give
// the K ranges (-, s1], (s1, s2], ..., (s(K-1), -), which cover every key
// exactly once, whatever the split keys are (equal ones give empty ranges).
// Soundness never depends on which split keys are chosen, only balance does.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoder/formula/Formula.h"

namespace swarmbmc::encoder {

using RangeKey = std::vector<terms::u128>;
using terms::TermManager;

struct RangeBounds {
  std::optional<RangeKey> after;  ///< exclusive lower bound; none = from the first key
  std::optional<RangeKey> up_to;  ///< inclusive upper bound; none = to the last key
};

/// The symbolic key of the unrolled program's paths.
struct PathKey {
  std::vector<Term> elements;   ///< ite(guard, input, 0), as bit-vectors
  std::vector<unsigned> widths;  ///< each element's width (1..128)
};

/// At most this many input instances make up a key: the first ones. Any
/// function of the variables is a sound key (ranges built on it still
/// cover every assignment), and a comparator over every input made the
/// solver much slower on long unrollings (deep_store_chain_pass, 60,000
/// inputs: 3.6 s of solving became 15-49 s per range).
constexpr size_t kMaxKeyLength = 64;

/// The key of `formula`: one element per Input event, in unrolling order,
/// up to kMaxKeyLength.
PathKey path_key(TermManager& tm, const Formula& formula);

/// <0, 0, >0 as a is before, equal to, after b (zero-padded, lexicographic).
int compare_keys(const RangeKey& a, const RangeKey& b);

/// Whether `key` lies in `range`.
bool in_range(const RangeKey& key, const RangeBounds& range);

/// The splits.size()+1 consecutive ranges the split keys cut the key space
/// into, first to last (the splits are sorted first).
std::vector<RangeBounds> partition(std::vector<RangeKey> splits);

/// The constraint `after <lex key <=lex up_to` over the symbolic key
/// (linear in the key's length; true for an unbounded range).
Term range_constraint(TermManager& tm, const PathKey& key, const RangeBounds& range);

/// "(-, 3 7 …]" style: the first `shown` values of each bound.
std::string describe_range(const RangeBounds& range, size_t shown = 3);

}  // namespace swarmbmc::encoder
