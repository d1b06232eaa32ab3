#include "RangeSplits.h"

#include "terms/Evaluator.h"

namespace swarmbmc::encoder {
namespace {

uint64_t mix(uint64_t z) {  // splitmix64's finaliser
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// 128 random bits drawn from (seed, which, name, index): independent of
/// the order in which the evaluator meets the variables.
terms::u128 draw(uint64_t seed, unsigned which, const std::string& name, uint64_t index = 0) {
  uint64_t h = mix(seed + 0x9e3779b97f4a7c15ULL * (which + 1));
  for (char c : name) h = mix(h ^ static_cast<unsigned char>(c));
  h = mix(h ^ index);
  return (static_cast<terms::u128>(mix(h + 1)) << 64) | mix(h + 2);
}

}  // namespace

std::optional<SplitValues> split_values_named(const std::string& name) {
  if (name == "random") return SplitValues::Uniform;
  if (name == "small") return SplitValues::Small;
  return std::nullopt;
}

const char* split_values_name(SplitValues values) { return values == SplitValues::Small ? "small" : "random"; }

RangeKey random_path_key(const PathKey& key, uint64_t seed, unsigned which, SplitValues values) {
  auto known = [&](Term t) -> std::optional<terms::u128> {
    if (t->op != terms::Op::Var || t->sort.is_array()) return std::nullopt;
    terms::u128 bits = draw(seed, which, t->name);
    if (values == SplitValues::Small && (bits >> 127) != 0)
      bits = static_cast<terms::u128>(static_cast<terms::i128>(static_cast<int>((bits >> 64) % 8) - 3));
    return t->sort.is_bool() ? (bits & 1) : terms::truncate(bits, t->sort.width);
  };
  auto read = [&](Term array, terms::u128 index) {
    return draw(seed, which, array->name, static_cast<uint64_t>(index)) & 0xff;
  };
  terms::Evaluator evaluator(known, read);
  RangeKey result;
  result.reserve(key.elements.size());
  for (Term element : key.elements) result.push_back(evaluator.eval(element));
  return result;
}

std::vector<RangeBounds> random_ranges(const PathKey& key, unsigned count, uint64_t seed, SplitValues values) {
  std::vector<RangeKey> splits;
  for (unsigned which = 1; which < count; ++which) splits.push_back(random_path_key(key, seed, which, values));
  return partition(std::move(splits));
}

}  // namespace swarmbmc::encoder
