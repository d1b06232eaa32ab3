// The sprintf model's floating conversions (libc/models/stdio/format.c):
// __swarmbmc_format_double(text, capacity, flags, width, precision,
// conversion, value) writes glibc's text of one %f %F %e %E %g %G %a %A
// into the model's buffer `text` as snprintf(text, capacity, spec, value)
// would, and returns the text's full length.
//
// Exact decimal rounding of a double needs big-integer arithmetic that
// would cost the solver far more than the rest of the program, so the text
// is rendered here by the host's snprintf (glibc on x86-64, the library the
// model stands for) when the value, the flags, the width, the precision and
// the rounding mode are all constants on the path (fesetround's mode is
// honoured: glibc rounds decimal digits by it). Otherwise the path is cut
// as unsupported, naming the conversion: a proof is then UNKNOWN, never a
// guess.
#include <cfenv>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include <llvm/IR/Instructions.h>

#include "Calls.h"

namespace swarmbmc::encoder {

namespace {

constexpr unsigned kArguments = 7;  // text, capacity, flags, width, precision, conversion, value
constexpr int32_t kMaxRendered = 1 << 20;
constexpr int kFlagLeft = 1, kFlagPlus = 2, kFlagSpace = 4, kFlagAlt = 8, kFlagZero = 16;  // format.c's

/// The printf specification the model's parsed conversion stands for.
std::string specification(int flags, int width, int precision, char conversion) {
  std::string spec = "%";
  if (flags & kFlagLeft) spec += '-';
  if (flags & kFlagPlus) spec += '+';
  if (flags & kFlagSpace) spec += ' ';
  if (flags & kFlagAlt) spec += '#';
  if (flags & kFlagZero) spec += '0';
  if (width > 0) spec += std::to_string(width);
  if (precision >= 0) spec += "." + std::to_string(precision);
  return spec + conversion;
}

/// glibc's text (the host's snprintf) under an x86-64 rounding mode
/// (terms::RoundingMode: 0 nearest, 1 down, 2 up, 3 toward zero); nullopt
/// where snprintf fails (a width beyond INT_MAX's text).
std::optional<std::string> render(const std::string& spec, double value, unsigned mode) {
  static constexpr int kModes[] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};
  const int saved = std::fegetround();
  std::fesetround(kModes[mode & 3]);
  const int length = std::snprintf(nullptr, 0, spec.c_str(), value);
  std::optional<std::string> text;
  if (length >= 0) {
    std::vector<char> buffer(static_cast<size_t>(length) + 1);
    std::snprintf(buffer.data(), buffer.size(), spec.c_str(), value);
    text = std::string(buffer.data(), static_cast<size_t>(length));
  }
  std::fesetround(saved);
  return text;
}

bool is_float_conversion(uint64_t c) { return c != 0 && c < 128 && std::strchr("fFeEgGaA", static_cast<int>(c)); }

}  // namespace

bool Calls::format_double_call(Frame& frame, const llvm::CallBase& call, PathState& state) {
  if (call.arg_size() != kArguments || !call.getType()->isIntegerTy(32) ||
      !call.getArgOperand(6)->getType()->isDoubleTy())
    throw UnsupportedConstruct{"__swarmbmc_format_double with an unexpected signature"};
  const SourceLocation where = location_of(records_.program_site(call));
  std::vector<Term> scalars;
  for (unsigned i = 1; i < kArguments; ++i)
    scalars.push_back(instructions_.scalar_of(frame, call.getArgOperand(i), state));
  const Term mode = state.rounding_mode ? state.rounding_mode : tm_.mk_bv(0, 2);
  bool known = mode->is_const();
  for (const Term& t : scalars) known = known && t->is_const();
  // A width or precision beyond a megabyte is no text to render here.
  for (unsigned i : {2u, 3u}) known = known && static_cast<int32_t>(scalars[i]->value) <= kMaxRendered;
  const uint64_t conversion = scalars[4]->is_const() ? static_cast<uint64_t>(scalars[4]->value) : 0;
  if (!known || !is_float_conversion(conversion)) {
    const std::string name = is_float_conversion(conversion) ? std::string("%") + static_cast<char>(conversion)
                                                             : std::string("a floating conversion");
    formula_.unsupported.push_back({"sprintf: " + name + " of a double not known at encoding time (not modelled) at " +
                                        where.short_form(),
                                    state.guard});
    return false;
  }
  auto as_int = [&](unsigned i) { return static_cast<int>(static_cast<int32_t>(scalars[i]->value)); };
  const uint64_t bits = static_cast<uint64_t>(scalars[5]->value);
  double value;
  std::memcpy(&value, &bits, sizeof value);
  const std::string spec = specification(as_int(1), as_int(2), as_int(3), static_cast<char>(conversion));
  const std::optional<std::string> rendered = render(spec, value, static_cast<unsigned>(mode->value));
  const std::string text = rendered.value_or("");
  const int capacity = as_int(0);
  const bool failed = !rendered;
  const int length = failed ? -1 : static_cast<int>(text.size());
  // As snprintf: at most capacity - 1 bytes and the terminator.
  const SymValue buffer = instructions_.value_of(frame, call.getArgOperand(0), state);
  llvm::Type* byte = llvm::Type::getInt8Ty(call.getContext());
  const size_t stored = failed || capacity <= 0 ? 0 : std::min(text.size(), static_cast<size_t>(capacity - 1));
  for (size_t i = 0; i <= stored && capacity > 0; ++i) {
    const SymValue at = SymValue::pointer(buffer.object, tm_.mk_add(buffer.offset, tm_.mk_bv(i, 64)));
    memory_.store(at, SymValue::scalar(tm_.mk_bv(i < stored ? static_cast<uint8_t>(text[i]) : 0, 8)), byte, call,
                  state);
  }
  frame.values[&call] = SymValue::scalar(tm_.mk_bv(static_cast<uint32_t>(length), 32));
  return true;
}

}  // namespace swarmbmc::encoder
