#include "Trace.h"

namespace swarmbmc::encoder {

std::string TraceValue::text() const {
  switch (kind) {
    case Kind::None: return "?";
    case Kind::Boolean: return bits ? "1" : "0";
    case Kind::Integer: return is_signed ? terms::to_signed_decimal(bits, width) : terms::to_decimal(bits);
    case Kind::Pointer:
      if (object_id == 0) return offset == 0 ? "NULL" : "NULL + " + std::to_string(offset);
      return "&" + object + (offset == 0 ? "" : (offset > 0 ? " + " : " - ") +
                                                    std::to_string(offset > 0 ? offset : -offset));
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
