// The C side of a correctness witness: k-induction's invariants as C
// expressions (only where the C reading is exactly what was proven) and the
// specification a run without --property proves.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <climits>
#include <optional>
#include <set>

#include "Witness.h"

namespace swarmbmc::report {

namespace {

/// "x >=u 5" read: the variable's name, the direction, the comparison's
/// signedness and the constant as written.
struct Bound {
  std::string name;
  bool upper = false;
  bool is_signed = true;
  std::string value;
};

bool is_identifier(const std::string& text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  for (char c : text)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

/// The invariant as a bound, or nullopt for any other text (relations).
std::optional<Bound> read_bound(const std::string& text) {
  const size_t first = text.find(' '), second = first == std::string::npos ? first : text.find(' ', first + 1);
  if (second == std::string::npos || text.find(' ', second + 1) != std::string::npos) return std::nullopt;
  Bound bound{text.substr(0, first), false, true, text.substr(second + 1)};
  const std::string op = text.substr(first + 1, second - first - 1);
  if (op == "<=" || op == "<=u") bound.upper = true;
  else if (op != ">=" && op != ">=u") return std::nullopt;
  bound.is_signed = op.size() == 2;
  if (!is_identifier(bound.name)) return std::nullopt;
  return bound;
}

/// The constant as a C literal of the same value, or "" when it is no
/// decimal number, does not fit the comparison, or has no plain literal
/// (LLONG_MIN: "-9223372036854775808" is the negation of a literal too large for long long).
std::string c_literal(const Bound& bound) {
  const char* begin = bound.value.data();
  const char* end = begin + bound.value.size();
  if (bound.is_signed) {
    long long value = 0;
    const auto [stop, error] = std::from_chars(begin, end, value);
    if (error != std::errc() || stop != end || value == LLONG_MIN) return "";
    return std::to_string(value);
  }
  unsigned long long value = 0;
  const auto [stop, error] = std::from_chars(begin, end, value);
  if (error != std::errc() || stop != end) return "";
  // A decimal literal above LLONG_MAX has no signed type to take: the suffix gives it one.
  return std::to_string(value) + (value > static_cast<unsigned long long>(LLONG_MAX) ? "U" : "");
}

/// Whether a signed bound's value is at least 0 ("x >= 0", not "x >= -1").
bool non_negative(const Bound& bound) { return bound.is_signed && !bound.value.empty() && bound.value[0] != '-'; }

/// The proven loop's one header variable named `name`, when its debug
/// variable is the C variable of that name in scope at the loop (no namesake
/// in the function, declared before the loop) with the phi's width.
const encoder::LoopVariable* c_variable(const RunInfo& run, const encoder::SourceLocation& loop, const std::string& name) {
  const encoder::LoopVariable* found = nullptr;
  for (const encoder::LoopVariable& variable : run.loop_variables) {
    if (variable.loop_line != loop.line || variable.loop_column != loop.column || variable.ir_name != name) continue;
    if (found) return nullptr;  // two phis of one name: which one a bound is on is unknown
    found = &variable;
  }
  if (!found || found->source_name != name || !found->name_unique || found->source_bits == 0 ||
      found->source_bits != found->ir_bits || found->source_line > loop.line)
    return nullptr;
  return found;
}

/// Whether "name <= value" in C means the bound, given `unsigned_safe`: the
/// variables with a proven signed lower bound >= 0 (their sign bit is clear).
/// A bound of the C type's signedness is exact. On an unsigned C variable
/// whose sign bit is clear, a signed bound >= 0 reads the same unsigned.
bool states_exactly(const encoder::LoopVariable& variable, const Bound& bound, const std::set<std::string>& unsigned_safe) {
  if (variable.source_signed == bound.is_signed) return true;
  return !variable.source_signed && non_negative(bound) && unsigned_safe.count(bound.name);
}

}  // namespace

std::vector<std::string> checked_specification(const RunInfo& run, const encoder::CheckSelection& checks) {
  std::vector<std::string> lines;
  // Up to the last kind there is (PropertyKind has no end marker): a kind
  // added after it is left out, which makes the claim smaller, never wrong.
  for (int kind = 0; kind <= static_cast<int>(encoder::PropertyKind::FloatOverflow); ++kind) {
    encoder::ViolatedProperty property;
    property.kind = static_cast<encoder::PropertyKind>(kind);
    if (!checks.enabled(property.kind)) continue;
    const std::string line = witness_specification(run, property);
    if (std::find(lines.begin(), lines.end(), line) == lines.end()) lines.push_back(line);
  }
  return lines;
}

std::vector<std::string> witness_invariants(const RunInfo& run, const encoder::VerifyResult& result) {
  std::vector<std::string> stated;
  if (result.verdict != encoder::Verdict::Verified || !result.induction_k || !result.induction_loop.line) return stated;
  std::vector<Bound> bounds;
  std::set<std::string> unsigned_safe;
  for (const std::string& text : result.induction_invariants)
    if (std::optional<Bound> bound = read_bound(text)) {
      if (!bound->upper && non_negative(*bound)) unsigned_safe.insert(bound->name);
      bounds.push_back(*bound);
    }
  for (const Bound& bound : bounds) {
    const encoder::LoopVariable* variable = c_variable(run, result.induction_loop, bound.name);
    if (!variable || !states_exactly(*variable, bound, unsigned_safe)) continue;
    const std::string literal = c_literal(bound);
    if (!literal.empty()) stated.push_back(bound.name + (bound.upper ? " <= " : " >= ") + literal);
  }
  return stated;
}

}  // namespace swarmbmc::report
