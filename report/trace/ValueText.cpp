#include "ValueText.h"

#include <cstdio>

#include "FloatText.h"

namespace swarmbmc::report {

std::string value_display(const encoder::TraceValue& value) {
  return value.is_float() ? float_text(value) : value.text();
}

std::string value_binary(const encoder::TraceValue& value) {
  using Kind = encoder::TraceValue::Kind;
  if (value.kind != Kind::Integer && value.kind != Kind::Boolean) return {};
  std::string digits;
  for (unsigned bit = value.width; bit-- > 0;) digits += ((value.bits >> bit) & 1) ? '1' : '0';
  return digits;
}

std::string string_condition(const encoder::TraceValue& value, const std::string& lvalue) {
  const std::string held = value.terminated() + value.unreachable();
  std::string condition;
  for (size_t k = 0; k < held.size(); ++k) {
    const unsigned char c = static_cast<unsigned char>(held[k]);
    char constant[8];
    if (c == 0)
      std::snprintf(constant, sizeof constant, "0");
    else if (c < 32 || c > 126 || c == '\'' || c == '\\')
      std::snprintf(constant, sizeof constant, "'\\%03o'", c);
    else
      std::snprintf(constant, sizeof constant, "'%c'", c);
    condition += (k ? " && " : "") + lvalue + "[" + std::to_string(k) + "] == " + constant;
  }
  return condition;
}

}  // namespace swarmbmc::report
