// SV-COMP property files: the LTL formulas of CHECK lines mapped to the
// properties `check` answers, and (for `task`) the names of the ones it does
// not, Test-Comp's COVER( ..., FQL(...) ) coverage properties among them.
#include "PropertyFile.h"

#include <cctype>
#include <fstream>
#include <sstream>
#include <regex>
#include <set>

namespace swarmbmc::cli {
namespace {

bool balanced(const std::string& text) {
  int depth = 0;
  for (char c : text) {
    depth += c == '(' ? 1 : c == ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth == 0;
}

/// The LTL formulas of the CHECK lines, blanks removed; false when a
/// non-empty line is not a CHECK(init(f()), LTL(...)) line.
bool read_formulas(std::istream& in, std::set<std::string>& formulas) {
  static const std::regex kCheck(R"(CHECK\(init\([A-Za-z_][A-Za-z0-9_]*\(\)\),LTL\((.+)\)\))");
  std::string line;
  while (std::getline(in, line)) {
    std::string compact;
    for (char c : line)
      if (c != ' ' && c != '\t' && c != '\r') compact += c;
    if (compact.empty() || compact.rfind("//", 0) == 0) continue;
    std::smatch match;
    if (!std::regex_match(compact, match, kCheck) || !balanced(match[1].str())) return false;
    formulas.insert(match[1].str());
  }
  return !formulas.empty();
}

/// The SV-COMP sub-property a failed check violates.
std::string violated_name(SvProperty property, encoder::PropertyKind kind) {
  using encoder::PropertyKind;
  switch (kind) {
    case PropertyKind::Assertion: return "unreach-call";
    case PropertyKind::InvalidFree:
    case PropertyKind::DoubleFree: return "valid-free";
    case PropertyKind::MemoryLeak: return "valid-memtrack";
    case PropertyKind::MemoryCleanup: return "valid-memcleanup";
    case PropertyKind::SignedOverflow:
    case PropertyKind::Shift: return "no-overflow";
    case PropertyKind::Bounds:
    case PropertyKind::Null:
    case PropertyKind::UseAfterFree:
    case PropertyKind::DeadObject:
    case PropertyKind::ReadOnly:
    case PropertyKind::InvalidFunctionPointer: return "valid-deref";
    default: return property_name(property);
  }
}

/// The property a set of LTL formulas states, if swarmbmc knows it.
std::optional<SvProperty> known_property(const std::set<std::string>& formulas) {
  using Set = std::set<std::string>;
  if (formulas == Set{"G!call(reach_error())"} || formulas == Set{"G!call(__VERIFIER_error())"})
    return SvProperty::UnreachCall;
  if (formulas == Set{"Gvalid-free", "Gvalid-deref", "Gvalid-memtrack"}) return SvProperty::MemSafety;
  if (formulas == Set{"Gvalid-memcleanup"}) return SvProperty::MemCleanup;
  if (formulas == Set{"G!overflow"}) return SvProperty::NoOverflow;
  if (formulas == Set{"Fend"}) return SvProperty::Termination;
  return std::nullopt;
}

/// The SV-COMP name of a property `check` does not answer, from its formulas
/// (the competition's names where there is one, else the formulas).
std::string unchecked_name(const std::set<std::string>& formulas) {
  using Set = std::set<std::string>;
  if (formulas == Set{"Fend"}) return "termination";
  if (formulas == Set{"G!data-race"}) return "no-data-race";
  if (formulas == Set{"Gdef-behavior"}) return "def-behavior";
  std::string joined;
  for (const std::string& formula : formulas) joined += (joined.empty() ? "LTL(" : ",LTL(") + formula + ")";
  return joined;
}

/// The FQL query of a Test-Comp coverage property: the one non-empty line
/// COVER( init(f()), FQL(...) ) (older files say CHECK instead of COVER),
/// blanks removed; empty when the text is not one.
std::string coverage_query(std::istream& in) {
  static const std::regex kCover(R"((COVER|CHECK)\(init\([A-Za-z_][A-Za-z0-9_]*\(\)\),FQL\((.+)\)\))");
  std::string line, query;
  unsigned lines = 0;
  while (std::getline(in, line)) {
    std::string compact;
    for (char c : line)
      if (c != ' ' && c != '\t' && c != '\r') compact += c;
    if (compact.empty() || compact.rfind("//", 0) == 0) continue;
    std::smatch match;
    if (++lines > 1 || !std::regex_match(compact, match, kCover) || !balanced(match[2].str())) return "";
    query = match[2].str();
  }
  return query;
}

/// Test-Comp's name of a coverage property, from its FQL query.
std::string coverage_name(std::string query) {
  for (char& c : query) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (query.find("@DECISIONEDGE") != std::string::npos) return "coverage-branches";
  if (query.find("@CONDITIONEDGE") != std::string::npos) return "coverage-conditions";
  if (query.find("@BASICBLOCKENTRY") != std::string::npos) return "coverage-statements";
  if (query.find("@CALL(") != std::string::npos || query.find("@FUNC(") != std::string::npos)
    return "coverage-error-call";
  return "coverage";
}

}  // namespace

std::optional<SvProperty> read_property_file(const std::string& path, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read property file '" + path + "'";
    return std::nullopt;
  }
  std::set<std::string> formulas;
  if (!read_formulas(in, formulas)) {
    error = "malformed property file '" + path + "' (expected lines CHECK( init(main()), LTL(...) ))";
    return std::nullopt;
  }
  if (const std::optional<SvProperty> known = known_property(formulas)) return known;
  error = "unknown property in '" + path + "': LTL(" + *formulas.begin() + ")";
  return std::nullopt;
}

std::optional<TaskPropertyKind> read_task_property_file(const std::string& path, std::string& error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read property file '" + path + "'";
    return std::nullopt;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::istringstream coverage_text(text), check_text(text);
  if (const std::string query = coverage_query(coverage_text); !query.empty())
    return TaskPropertyKind{std::nullopt, coverage_name(query)};
  std::set<std::string> formulas;
  if (!read_formulas(check_text, formulas)) {
    error = "malformed property file '" + path +
            "' (expected lines CHECK( init(main()), LTL(...) ) or COVER( init(main()), FQL(...) ))";
    return std::nullopt;
  }
  const std::optional<SvProperty> known = known_property(formulas);
  // `check --property` answers termination unknown by design: not worth a run.
  if (!known || *known == SvProperty::Termination) return TaskPropertyKind{std::nullopt, unchecked_name(formulas)};
  return TaskPropertyKind{known, property_name(*known)};
}

const char* property_name(SvProperty property) {
  switch (property) {
    case SvProperty::UnreachCall: return "unreach-call";
    case SvProperty::MemSafety: return "valid-memsafety";
    case SvProperty::MemCleanup: return "valid-memcleanup";
    case SvProperty::NoOverflow: return "no-overflow";
    case SvProperty::Termination: return "termination";
  }
  return "?";
}

void select_checks(SvProperty property, encoder::CheckSelection& checks) {
  // Only the property's own checks: other undefined behaviour on a path is
  // not a violation of it (the path goes on with the memory model's value).
  checks = encoder::CheckSelection{};
  checks.bounds = checks.div_by_zero = checks.memcpy_overlap = checks.pointer = false;
  checks.float_conversion = false;  // no SV-COMP property: the undefined result is any value
  checks.preconditions = checks.assertions = false;
  switch (property) {
    case SvProperty::UnreachCall:
      checks.assertions = true;
      checks.reach_error_only = true;
      break;
    case SvProperty::MemSafety:
      checks.pointer = checks.bounds = checks.memory_leak = true;
      break;
    case SvProperty::MemCleanup:
      checks.memory_cleanup = true;
      break;
    case SvProperty::NoOverflow:
      checks.signed_overflow = checks.shift = true;
      break;
    case SvProperty::Termination: break;
  }
}

std::string svcomp_answer(SvProperty property, const encoder::VerifyResult& result) {
  switch (result.verdict) {
    case encoder::Verdict::Failed:
      return "false(" + (result.violated ? violated_name(property, result.violated->kind) : std::string(property_name(property))) + ")";
    case encoder::Verdict::Verified: return "true";
    case encoder::Verdict::Bounded: return "unknown (bound reached)";
    default: return "unknown (" + (result.reason.empty() ? std::string("no answer") : result.reason) + ")";
  }
}

}  // namespace swarmbmc::cli
