#include "Trace.h"

#include <cctype>

namespace swarmbmc::encoder {

namespace {

bool is_identifier(const std::string& name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return false;
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.') return false;
  return true;
}

}  // namespace

std::string TraceValue::text() const {
  switch (kind) {
    case Kind::None: return "?";
    case Kind::Boolean: return bits ? "1" : "0";
    case Kind::Integer: return is_signed ? terms::to_signed_decimal(bits, width) : terms::to_decimal(bits);
    case Kind::Pointer:
      if (object_id == 0) return offset == 0 ? "NULL" : "NULL + " + std::to_string(offset);
      // "&arr + 4"; an object that is not a C name is bracketed: "&(malloc at list.c:12) + 8".
      return "&" + (is_identifier(object) ? object : "(" + object + ")") +
             (offset == 0 ? "" : (offset > 0 ? " + " : " - ") + std::to_string(offset > 0 ? offset : -offset));
  }
  return "?";
}

std::string TraceValue::binary() const {
  if (kind != Kind::Integer && kind != Kind::Boolean) return {};
  std::string digits;
  for (unsigned bit = width; bit-- > 0;) digits += ((bits >> bit) & 1) ? '1' : '0';
  return digits;
}

std::string TraceValue::hex() const {
  if (kind != Kind::Integer) return {};
  std::string digits;
  terms::u128 rest = bits;
  do {
    digits.insert(digits.begin(), "0123456789abcdef"[static_cast<unsigned>(rest & 15)]);
    rest >>= 4;
  } while (rest);
  return "0x" + digits;
}

}  // namespace swarmbmc::encoder
