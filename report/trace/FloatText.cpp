// Rendered from the bits with the host's IEEE float and double, which have
// the formats of the program's.
#include "FloatText.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace swarmbmc::report {

namespace {

/// The value the bits denote, widened to double (exact for a float).
double widened(terms::u128 bits, unsigned float_width) {
  if (float_width == 32) {
    const uint32_t low = static_cast<uint32_t>(bits);
    float value;
    std::memcpy(&value, &low, sizeof value);
    return value;
  }
  const uint64_t low = static_cast<uint64_t>(bits);
  double value;
  std::memcpy(&value, &low, sizeof value);
  return value;
}

/// Shortest round trip in the value's own format: a float's "0.1" is not the double 0.1.
std::string shortest_decimal(terms::u128 bits, unsigned float_width) {
  char text[64];
  const double value = widened(bits, float_width);
  const std::to_chars_result written = float_width == 32
                                           ? std::to_chars(text, text + sizeof text, static_cast<float>(value))
                                           : std::to_chars(text, text + sizeof text, value);
  return std::string(text, written.ptr);
}

}  // namespace

bool is_nan(const encoder::TraceValue& value) {
  return value.is_float() && std::isnan(widened(value.bits, value.float_width));
}

std::string float_decimal(const encoder::TraceValue& value) {
  if (!value.is_float()) return {};
  return shortest_decimal(value.bits, value.float_width);
}

std::string float_literal(const encoder::TraceValue& value) {
  if (!value.is_float() || is_nan(value)) return {};
  const double number = widened(value.bits, value.float_width);
  if (std::isinf(number)) return number < 0 ? "-INFINITY" : "INFINITY";
  char text[64];
  std::snprintf(text, sizeof text, "%a", number);  // C99 hex: exact, a valid C constant
  return text;
}

std::string float_text(const encoder::TraceValue& value) {
  if (is_nan(value)) {
    char digits[40];
    std::snprintf(digits, sizeof digits, "0x%0*llx", static_cast<int>(value.float_width / 4),
                  static_cast<unsigned long long>(static_cast<uint64_t>(value.bits)));
    return std::string("NaN (") + digits + " bits)";
  }
  return float_decimal(value) + " (" + float_literal(value) + ")";
}

}  // namespace swarmbmc::report
