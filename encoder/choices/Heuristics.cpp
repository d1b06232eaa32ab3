#include "Heuristics.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <random>

#include "TrimmedText.h"

namespace swarmbmc::encoder {

using terms::i128;
using terms::u128;

namespace {

/// Parameter counts: {fewest, most}.
const std::map<std::string, std::pair<size_t, size_t>> kArity = {
    {"any", {0, 0}},      {"threshold", {2, 2}}, {"set", {1, kMaxChoiceValues}},
    {"interval", {2, 3}}, {"boundary", {0, 0}},  {"random", {1, 2}}};

i128 min_of(const ChoiceType& t) { return t.is_signed ? -(i128(1) << (t.width - 1)) : 0; }
i128 max_of(const ChoiceType& t) {
  return t.is_signed ? (i128(1) << (t.width - 1)) - 1 : static_cast<i128>(terms::mask(t.width));
}

/// A parameter read as a plain integer (counts, seeds, steps of integer intervals).
std::optional<i128> parse_integer(const std::string& text) {
  if (text.empty()) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  const long long value = std::strtoll(text.c_str(), &end, 0);
  if (errno == 0 && *end == '\0') return value;
  errno = 0;
  const unsigned long long big = std::strtoull(text.c_str(), &end, 0);  // above LLONG_MAX
  if (errno == 0 && *end == '\0' && text[0] != '-') return static_cast<i128>(big);
  return std::nullopt;
}

double as_double(const ChoiceType& t, u128 bits) {
  if (t.width == 32) {
    const auto b = static_cast<uint32_t>(bits);
    float f;
    std::memcpy(&f, &b, sizeof f);
    return f;
  }
  const auto b = static_cast<uint64_t>(bits);
  double d;
  std::memcpy(&d, &b, sizeof d);
  return d;
}

u128 float_bits(const ChoiceType& t, double value) {
  if (t.width == 32) {
    const float f = static_cast<float>(value);
    uint32_t b;
    std::memcpy(&b, &f, sizeof b);
    return b;
  }
  uint64_t b;
  std::memcpy(&b, &value, sizeof b);
  return b;
}

u128 integer_bits(const ChoiceType& t, i128 value) { return terms::truncate(static_cast<u128>(value), t.width); }
i128 integer_value(const ChoiceType& t, u128 bits) {
  return t.is_signed ? terms::to_signed(bits, t.width) : static_cast<i128>(bits);
}

std::optional<std::vector<u128>> threshold(const ChoiceType& t, u128 centre, u128 delta, std::string& error) {
  if (t.kind == ChoiceType::Kind::Float) {
    const double c = as_double(t, centre), d = as_double(t, delta);
    return std::vector<u128>{float_bits(t, c - d), centre, float_bits(t, c + d)};
  }
  const i128 c = integer_value(t, centre), d = integer_value(t, delta);
  if (c - d < min_of(t) || c + d > max_of(t)) {
    error = "threshold(" + t.value_text(centre) + ", " + t.value_text(delta) + ") leaves the range of " + t.c_name();
    return std::nullopt;
  }
  return std::vector<u128>{integer_bits(t, c - d), centre, integer_bits(t, c + d)};
}

std::vector<u128> boundary(const ChoiceType& t) {
  if (t.kind == ChoiceType::Kind::Boolean) return {0, 1};
  if (t.kind == ChoiceType::Kind::Integer)
    return t.is_signed ? std::vector<u128>{integer_bits(t, min_of(t)), integer_bits(t, -1), 0, 1,
                                           integer_bits(t, max_of(t))}
                       : std::vector<u128>{0, 1, integer_bits(t, max_of(t))};
  const bool single = t.width == 32;
  const double lowest = single ? std::numeric_limits<float>::lowest() : std::numeric_limits<double>::lowest();
  const double highest = single ? std::numeric_limits<float>::max() : std::numeric_limits<double>::max();
  const double tiny = single ? std::numeric_limits<float>::denorm_min() : std::numeric_limits<double>::denorm_min();
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<u128> values;
  for (double v : {lowest, -1.0, -0.0, 0.0, 1.0, highest, inf, -inf, tiny}) values.push_back(float_bits(t, v));
  values.push_back(single ? u128(0x7fc00000u) : u128(0x7ff8000000000000ull));  // the quiet NaN
  return values;
}

std::optional<std::vector<u128>> stepped(const ChoiceType& t, u128 lo, u128 hi, const std::string& step_text,
                                         std::string& error) {
  std::vector<u128> values;
  if (t.kind == ChoiceType::Kind::Float) {
    const double step = std::strtod(step_text.c_str(), nullptr);
    if (!(step > 0)) return error = "interval step '" + step_text + "' is not positive", std::nullopt;
    for (double v = as_double(t, lo); v <= as_double(t, hi) && values.size() <= kMaxChoiceValues; v += step)
      values.push_back(float_bits(t, v));
  } else {
    const std::optional<i128> step = parse_integer(step_text);
    if (!step || *step <= 0) return error = "interval step '" + step_text + "' is not a positive integer", std::nullopt;
    for (i128 v = integer_value(t, lo); v <= integer_value(t, hi) && values.size() <= kMaxChoiceValues; v += *step)
      values.push_back(integer_bits(t, v));
  }
  if (values.size() > kMaxChoiceValues)
    return error = "interval with step has more than " + std::to_string(kMaxChoiceValues) + " values", std::nullopt;
  return values;
}

std::optional<std::vector<u128>> random_values(const Heuristic& h, const ChoiceType& t, std::string& error) {
  const std::optional<i128> count = parse_integer(h.params[0]);
  const std::optional<i128> seed = h.params.size() > 1 ? parse_integer(h.params[1]) : i128(1);
  if (!count || *count < 1 || *count > static_cast<i128>(kMaxChoiceValues))
    return error = "random count '" + h.params[0] + "' is not in 1.." + std::to_string(kMaxChoiceValues), std::nullopt;
  if (!seed || *seed < 0) return error = "random seed '" + h.params[1] + "' is not a non-negative integer", std::nullopt;
  std::mt19937_64 engine(static_cast<uint64_t>(*seed));
  std::vector<u128> values;
  for (i128 i = 0; i < *count; ++i) {
    const u128 bits = (u128(engine()) << 64) | engine();
    if (t.kind == ChoiceType::Kind::Integer && t.lo && t.hi && *t.lo <= *t.hi) {
      const u128 span = static_cast<u128>(*t.hi - *t.lo) + 1;  // bounded: swarm_choose_int's lo..hi
      values.push_back(integer_bits(t, *t.lo + static_cast<i128>(span ? bits % span : bits)));
    } else {
      values.push_back(terms::truncate(bits, t.width));
    }
  }
  return values;
}

}  // namespace

std::string ChoiceType::c_name() const {
  if (kind == Kind::Boolean) return "_Bool";
  if (kind == Kind::Float) return width == 32 ? "float" : "double";
  const std::string base = width == 8    ? "char"
                           : width == 16 ? "short"
                           : width == 32 ? "int"
                           : width == 64 ? "long long"
                                         : "int" + std::to_string(width);
  return is_signed ? (width == 8 ? "signed char" : base) : "unsigned " + base;
}

std::optional<u128> ChoiceType::parse_value(const std::string& text, std::string& error) const {
  if (kind == Kind::Boolean) {
    if (text == "0" || text == "false") return 0;
    if (text == "1" || text == "true") return 1;
  } else if (kind == Kind::Float) {
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (!text.empty() && *end == '\0') {
      if (std::isnan(value)) return width == 32 ? u128(0x7fc00000u) : u128(0x7ff8000000000000ull);
      return float_bits(*this, value);
    }
  } else if (const std::optional<i128> value = parse_integer(text)) {
    // An unsigned choice takes negative values as C converts them (-1 is the maximum).
    const i128 lowest = is_signed ? min_of(*this) : -(i128(1) << (width - 1));
    if (*value >= lowest && *value <= max_of(*this)) return integer_bits(*this, *value);
    error = "value " + text + " does not fit " + c_name();
    return std::nullopt;
  }
  error = "'" + text + "' is not a value of type " + c_name();
  return std::nullopt;
}

std::string ChoiceType::value_text(u128 bits) const {
  if (kind == Kind::Float) {
    const double value = as_double(*this, bits);
    if (std::isnan(value)) return "nan";
    char buffer[64];
    if (std::fabs(value) < 1e15 && value == std::trunc(value)) {  // "40", not the shorter "4e+01"
      std::snprintf(buffer, sizeof buffer, "%.0f", value);
      return buffer;
    }
    for (int digits = 1; digits <= 17; ++digits) {  // the shortest text that reads back to the same value
      std::snprintf(buffer, sizeof buffer, "%.*g", digits, value);
      if (float_bits(*this, std::strtod(buffer, nullptr)) == bits) break;
    }
    return buffer;
  }
  const i128 value = integer_value(*this, bits);
  const u128 magnitude = value < 0 ? -static_cast<u128>(value) : static_cast<u128>(value);
  std::string digits = magnitude == 0 ? "0" : "";
  for (u128 m = magnitude; m; m /= 10) digits.insert(digits.begin(), static_cast<char>('0' + m % 10));
  return value < 0 ? "-" + digits : digits;
}

std::string Heuristic::text() const {
  if (params.empty()) return name;
  std::string out = name + "(";
  for (size_t i = 0; i < params.size(); ++i) out += (i ? "," : "") + params[i];
  return out + ")";
}

std::optional<Heuristic> parse_heuristic(const std::string& raw, std::string& error) {
  const std::string text = trimmed(raw);
  Heuristic heuristic;
  const size_t open = text.find('(');
  heuristic.name = trimmed(text.substr(0, open));
  if (open != std::string::npos) {
    if (text.back() != ')') return error = "heuristic '" + text + "' lacks its closing ')'", std::nullopt;
    const std::string inside = text.substr(open + 1, text.size() - open - 2);
    size_t start = 0;
    for (size_t comma = inside.find(','); ; comma = inside.find(',', start)) {
      heuristic.params.push_back(trimmed(inside.substr(start, comma - start)));
      if (heuristic.params.back().empty())
        return error = "heuristic '" + text + "' has an empty parameter", std::nullopt;
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  const auto arity = kArity.find(heuristic.name);
  if (arity == kArity.end())
    return error = "unknown heuristic '" + heuristic.name +
                   "' (any, threshold, set, interval, boundary or random)", std::nullopt;
  const auto [fewest, most] = arity->second;
  if (heuristic.params.size() < fewest || heuristic.params.size() > most)
    return error = "heuristic '" + text + "' takes " +
                   (fewest == most ? std::to_string(fewest) : std::to_string(fewest) + " to " + std::to_string(most)) +
                   " parameters", std::nullopt;
  return heuristic;
}

std::optional<Domain> domain_of(const Heuristic& h, const ChoiceType& t, std::string& error) {
  Domain domain;
  if (h.is_any()) return domain;
  domain.any = false;
  if (h.name == "boundary") {
    domain.values = boundary(t);
    return domain;
  }
  if (h.name == "random") {
    std::optional<std::vector<u128>> values = random_values(h, t, error);
    if (!values) return std::nullopt;
    domain.values = std::move(*values);
    return domain;
  }
  std::vector<u128> params;  // every other heuristic's parameters are values of the type (a step too)
  for (size_t i = 0; i < h.params.size(); ++i) {
    if (h.name == "interval" && i == 2) break;
    const std::optional<u128> value = t.parse_value(h.params[i], error);
    if (!value) return std::nullopt;
    params.push_back(*value);
  }
  std::optional<std::vector<u128>> values = params;
  if (h.name == "threshold") values = threshold(t, params[0], params[1], error);
  if (h.name == "interval") {
    const bool empty = t.kind == ChoiceType::Kind::Float ? !(as_double(t, params[0]) <= as_double(t, params[1]))
                                                         : integer_value(t, params[0]) > integer_value(t, params[1]);
    if (empty) return error = "interval(" + h.params[0] + ", " + h.params[1] + ") is empty", std::nullopt;
    if (h.params.size() == 2) {
      domain.range = true;
      domain.lo = params[0];
      domain.hi = params[1];
      return domain;
    }
    values = stepped(t, params[0], params[1], h.params[2], error);
  }
  if (!values) return std::nullopt;
  domain.values = std::move(*values);
  return domain;
}

i128 integer_min(const ChoiceType& type) { return min_of(type); }
i128 integer_max(const ChoiceType& type) { return max_of(type); }
u128 bits_of_integer(const ChoiceType& type, i128 value) { return integer_bits(type, value); }
i128 integer_of_bits(const ChoiceType& type, u128 bits) { return integer_value(type, bits); }
double double_of_bits(const ChoiceType& type, u128 bits) { return as_double(type, bits); }
u128 bits_of_double(const ChoiceType& type, double value) { return float_bits(type, value); }

}  // namespace swarmbmc::encoder
