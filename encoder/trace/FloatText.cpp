// How a trace shows a float's or double's bits: the shortest decimal that
// reads back to the same value, beside the C99 hex literal that is that
// value exactly (the decimal alone may need 17 digits to be exact, and a
// reader cannot tell whether it is). Rendered from the bits with the
// host's IEEE float and double, which have the same formats.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "Trace.h"

namespace swarmbmc::encoder {

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

bool TraceValue::is_nan() const { return is_float() && std::isnan(widened(bits, float_width)); }

std::string TraceValue::float_decimal() const {
  if (!is_float()) return {};
  return shortest_decimal(bits, float_width);
}

std::string TraceValue::float_literal() const {
  if (!is_float() || is_nan()) return {};
  const double value = widened(bits, float_width);
  if (std::isinf(value)) return value < 0 ? "-INFINITY" : "INFINITY";
  char text[64];
  std::snprintf(text, sizeof text, "%a", value);  // C99 hex: exact, a valid C constant
  return text;
}

std::string TraceValue::display() const {
  if (!is_float()) return text();
  if (is_nan()) {
    char digits[40];
    std::snprintf(digits, sizeof digits, "0x%0*llx", static_cast<int>(float_width / 4),
                  static_cast<unsigned long long>(static_cast<uint64_t>(bits)));
    return std::string("NaN (") + digits + " bits)";
  }
  return float_decimal() + " (" + float_literal() + ")";
}

}  // namespace swarmbmc::encoder
