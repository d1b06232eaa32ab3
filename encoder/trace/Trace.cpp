#include "Trace.h"

#include <cctype>
#include <cstdio>

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
    case Kind::String: {
      const std::string string = terminated();
      return c_string_literal(!string.empty() && string.back() == '\0' ? string.substr(0, string.size() - 1) : string);
    }
    case Kind::Pointer:
      if (object_id == 0) return offset == 0 ? "NULL" : "NULL + " + std::to_string(offset);
      // "&arr + 4"; an object that is not a C name is bracketed: "&(malloc at list.c:12) + 8".
      return "&" + (is_identifier(object) ? object : "(" + object + ")") +
             (offset == 0 ? "" : (offset > 0 ? " + " : " - ") + std::to_string(offset > 0 ? offset : -offset));
  }
  return "?";
}

std::string TraceValue::terminated() const {
  const size_t end = bytes.find('\0');
  return end == std::string::npos ? bytes : bytes.substr(0, end + 1);
}

std::string TraceValue::unreachable() const {
  const size_t start = terminated().size();
  const size_t last = bytes.find_last_not_of('\0');
  return last == std::string::npos || last < start ? std::string() : bytes.substr(start, last + 1 - start);
}

std::string c_string_literal(const std::string& bytes) {
  std::string literal = "\"";
  for (unsigned char c : bytes) {
    if (c == '"' || c == '\\') {
      literal += '\\';
      literal += static_cast<char>(c);
    } else if (c < 32 || c > 126) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\%03o", c);
      literal += escaped;
    } else {
      literal += static_cast<char>(c);
    }
  }
  return literal + "\"";
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
