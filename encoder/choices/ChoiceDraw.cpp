#include "ChoiceDraw.h"

#include <algorithm>
#include <set>

namespace swarmbmc::encoder {

using terms::i128;
using terms::u128;

namespace {

/// A set() larger than this keeps the constants nearest in bits order only.
constexpr size_t kMaxDrawnSetValues = 64;

Heuristic make(std::string name, std::vector<std::string> params = {}) {
  return Heuristic{std::move(name), std::move(params)};
}

/// Whether `heuristic` fits `type` (a threshold may leave its range).
bool fits(const Heuristic& heuristic, const ChoiceType& type) {
  std::string error;
  return domain_of(heuristic, type, error).has_value();
}

Heuristic threshold_around(const ChoiceCandidate& c, u128 centre, std::mt19937_64& random) {
  const ChoiceType& type = c.type;
  std::string delta = "1";
  if (type.kind == ChoiceType::Kind::Float) {
    static const char* const kDeltas[] = {"0.25", "0.5", "1", "2"};
    delta = kDeltas[random() % 4];
  }
  Heuristic threshold = make("threshold", {type.value_text(centre), delta});
  if (fits(threshold, type)) return threshold;
  return make("set", {type.value_text(centre)});  // at the type's edge: the constant alone
}

/// interval(c - w, c + w) around a compared constant: every value near a
/// threshold, not three points of it (the controller's bug lies 0.5 below
/// its 13.25 in a band 0.07 wide: the window finds it in about 2 s where
/// plain BMC takes 33 s and threshold(13.25,1) misses it).
Heuristic window_around(const ChoiceCandidate& c, u128 centre, std::mt19937_64& random) {
  const ChoiceType& type = c.type;
  if (type.kind == ChoiceType::Kind::Float) {
    static const double kWidths[] = {0.5, 1, 2, 4};
    const double middle = double_of_bits(type, centre), width = kWidths[random() % 4];
    return make("interval", {type.value_text(bits_of_double(type, middle - width)),
                             type.value_text(bits_of_double(type, middle + width))});
  }
  static const i128 kWidths[] = {2, 4, 8, 16};
  const i128 middle = integer_of_bits(type, centre), width = kWidths[random() % 4];
  const i128 lo = std::max(integer_min(type), middle - width), hi = std::min(integer_max(type), middle + width);
  return make("interval", {type.value_text(bits_of_integer(type, lo)), type.value_text(bits_of_integer(type, hi))});
}

/// The compared constants and their integer neighbours.
Heuristic neighbourhood(const ChoiceCandidate& c) {
  std::set<u128> values;
  for (u128 bits : c.constants) {
    values.insert(bits);
    if (c.type.kind != ChoiceType::Kind::Integer) continue;
    const i128 v = integer_of_bits(c.type, bits);
    if (v > integer_min(c.type)) values.insert(bits_of_integer(c.type, v - 1));
    if (v < integer_max(c.type)) values.insert(bits_of_integer(c.type, v + 1));
    if (values.size() >= kMaxDrawnSetValues) break;
  }
  std::vector<std::string> params;
  for (u128 bits : values) params.push_back(c.type.value_text(bits));
  return make("set", std::move(params));
}

Heuristic small_values(const ChoiceCandidate& c) {
  const ChoiceType& type = c.type;
  if (type.kind == ChoiceType::Kind::Float) return make("interval", {"-16", "16"});
  i128 lo = type.is_signed ? -4 : 0;
  if (type.lo) lo = std::max(lo, *type.lo);  // swarm_choose_int's own range
  lo = std::max(lo, integer_min(type));
  i128 hi = std::min(lo + 20, integer_max(type));
  if (type.hi) hi = std::max(lo, std::min(hi, *type.hi));
  return make("interval", {type.value_text(bits_of_integer(type, lo)), type.value_text(bits_of_integer(type, hi))});
}

}  // namespace

Heuristic draw_heuristic(const ChoiceCandidate& c, std::mt19937_64& random) {
  if (c.type.kind == ChoiceType::Kind::Boolean) return make("set", {random() & 1 ? "1" : "0"});
  // Weights: a threshold around a compared constant, the constant alone
  // and a window around it 2 each, the other kinds 1. A floating-point
  // choice is continuous: points of it (threshold, the constant) seldom
  // hold a bug's band, so a window weighs 4 and the points 1 each. Small
  // values of a floating-point type only without constants:
  // interval(-16,16) of the controller took as long as plain BMC.
  const bool real = c.type.kind == ChoiceType::Kind::Float;
  std::vector<int> kinds;  // 0 threshold, 1 neighbourhood set, 2 boundary, 3 small values, 4 random, 5 one constant, 6 window
  if (!c.constants.empty() && real) kinds.insert(kinds.end(), {0, 5, 6, 6, 6, 6});
  if (!c.constants.empty() && !real) kinds.insert(kinds.end(), {0, 0, 5, 5, 6, 6});
  if (c.constants.size() >= 2) kinds.push_back(1);
  kinds.push_back(2);
  if (c.constants.empty() || !real) kinds.push_back(3);
  if (c.constants.empty()) kinds.push_back(4);
  switch (kinds[random() % kinds.size()]) {
    case 0: return threshold_around(c, c.constants[random() % c.constants.size()], random);
    case 1: return neighbourhood(c);
    case 2: return make("boundary");
    case 3: {
      Heuristic small = small_values(c);
      return fits(small, c.type) ? small : make("boundary");
    }
    case 5: return make("set", {c.type.value_text(c.constants[random() % c.constants.size()])});
    case 6: return window_around(c, c.constants[random() % c.constants.size()], random);
    default: return make("random", {"4", std::to_string(random() % 1000000)});
  }
}

ChoiceRules draw_restrictions(const std::vector<ChoiceCandidate>& candidates, std::mt19937_64& random,
                              bool at_least_one) {
  ChoiceRules rules;
  std::vector<bool> restricted(candidates.size());
  for (size_t i = 0; i < candidates.size(); ++i) restricted[i] = random() & 1;
  if (at_least_one && !candidates.empty() && std::none_of(restricted.begin(), restricted.end(), [](bool b) { return b; }))
    restricted[random() % candidates.size()] = true;
  for (size_t i = 0; i < candidates.size(); ++i)
    if (restricted[i]) rules.rules.push_back({candidates[i].name, draw_heuristic(candidates[i], random)});
  return rules;
}

}  // namespace swarmbmc::encoder
