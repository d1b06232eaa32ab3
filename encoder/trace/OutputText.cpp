#include "OutputText.h"

#include <algorithm>
#include <cstdio>
#include <cstring>

namespace swarmbmc::encoder {

namespace {

constexpr const char* kFlags = "-+ #0'";
constexpr const char* kSupportedConversions = "diuxXocspfFgGeEaA%m";

/// Reads "%[flags][width][.precision][length]conversion" at format[at] ('%').
FormatConversion parse_conversion(const std::string& format, size_t& at) {
  FormatConversion conversion;
  ++at;
  while (at < format.size() && std::strchr(kFlags, format[at])) conversion.flags += format[at++];
  auto number = [&](int& into, bool& star) {
    if (at < format.size() && format[at] == '*') {
      star = true;
      ++at;
      return;
    }
    into = 0;
    while (at < format.size() && format[at] >= '0' && format[at] <= '9' && into < 100000)
      into = into * 10 + (format[at++] - '0');
  };
  if (at < format.size() && (format[at] == '*' || (format[at] >= '1' && format[at] <= '9')))
    number(conversion.width, conversion.width_star);
  if (at < format.size() && format[at] == '.') {
    ++at;
    number(conversion.precision, conversion.precision_star);
  }
  for (const char* length : {"hh", "h", "ll", "l", "j", "z", "t", "L", "q"})
    if (format.compare(at, std::strlen(length), length) == 0) {
      conversion.length = length;
      at += conversion.length.size();
      break;
    }
  if (at < format.size()) conversion.conversion = format[at++];
  conversion.supported = conversion.conversion != 0 && std::strchr(kSupportedConversions, conversion.conversion) &&
                         conversion.length != "L" &&
                         // wide characters and strings (%lc, %ls) are not rendered
                         !(conversion.length == "l" && (conversion.conversion == 'c' || conversion.conversion == 's'));
  return conversion;
}

/// The spec for snprintf: flags, width and precision as given (stars
/// already resolved), then `length` and `conversion`.
std::string spec_of(const FormatConversion& c, const std::string& length, char conversion) {
  std::string spec = "%" + c.flags;
  if (c.width >= 0) spec += std::to_string(c.width);
  if (c.precision >= 0) spec += "." + std::to_string(c.precision);
  return spec + length + conversion;
}

template <typename Value>
std::string printed(const std::string& spec, Value value) {
  const int size = std::snprintf(nullptr, 0, spec.c_str(), value);
  if (size < 0) return "";
  std::string out(static_cast<size_t>(size) + 1, '\0');
  std::snprintf(out.data(), out.size(), spec.c_str(), value);
  out.resize(static_cast<size_t>(size));  // %c of 0 writes a NUL byte: keep it
  return out;
}

/// The integer's bits as the conversion's length reads them.
unsigned length_bits(const FormatConversion& c) {
  if (c.length == "hh") return 8;
  if (c.length == "h") return 16;
  if (c.length.empty()) return 32;
  return 64;
}

std::optional<std::string> integer_text(const FormatConversion& c, const TraceValue& value) {
  if (value.kind != TraceValue::Kind::Integer && value.kind != TraceValue::Kind::Boolean) return std::nullopt;
  if (value.is_float()) return std::nullopt;
  const unsigned bits = c.conversion == 'c' ? 8 : length_bits(c);
  const uint64_t raw = static_cast<uint64_t>(value.bits) & (bits == 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1);
  if (c.conversion == 'c') return printed(spec_of(c, "", 'c'), static_cast<int>(raw));
  if (c.conversion == 'd' || c.conversion == 'i') {
    const int64_t signed_value = bits == 64 ? static_cast<int64_t>(raw)
                                            : static_cast<int64_t>(raw << (64 - bits)) >> (64 - bits);
    return printed(spec_of(c, "ll", c.conversion), static_cast<long long>(signed_value));
  }
  return printed(spec_of(c, "ll", c.conversion), static_cast<unsigned long long>(raw));
}

std::optional<std::string> float_text(const FormatConversion& c, const TraceValue& value) {
  if (value.kind != TraceValue::Kind::Integer || value.width != 64) return std::nullopt;  // varargs pass doubles
  const uint64_t bits = static_cast<uint64_t>(value.bits);
  double number;
  std::memcpy(&number, &bits, sizeof number);
  return printed(spec_of(c, "", c.conversion), number);
}

/// glibc's %p: "(nil)" for NULL, else the address, which the model does not
/// know: the object and offset stand for it ("<&buf + 4>").
std::optional<std::string> pointer_text(const FormatConversion& c, const TraceValue& value) {
  FormatConversion as_text = c;
  as_text.precision = -1;
  as_text.flags.erase(std::remove_if(as_text.flags.begin(), as_text.flags.end(), [](char f) { return f != '-'; }),
                      as_text.flags.end());
  if (value.kind == TraceValue::Kind::Pointer)
    return printed(spec_of(as_text, "", 's'), value.object_id == 0 ? "(nil)" : ("<" + value.text() + ">").c_str());
  if (value.kind != TraceValue::Kind::Integer || value.is_float()) return std::nullopt;
  if (value.bits == 0) return printed(spec_of(as_text, "", 's'), "(nil)");
  return printed(spec_of(as_text, "", 's'), value.hex().c_str());
}

std::optional<std::string> string_text(const FormatConversion& c, const FormatArgument& argument, bool& truncated) {
  if (argument.value.kind == TraceValue::Kind::Pointer && argument.value.object_id == 0)
    return printed(spec_of(c, "", 's'), "(null)");  // glibc's
  if (!argument.text_known) return std::nullopt;
  const bool cut_by_precision = c.precision >= 0 && static_cast<size_t>(c.precision) <= argument.text.size();
  if (argument.text_truncated && !cut_by_precision) truncated = true;
  return printed(spec_of(c, "", 's'), argument.text.c_str());
}

/// %m: glibc's strerror text of the errno the unroller put in the argument's place.
std::optional<std::string> errno_text(const FormatConversion& c, const TraceValue& value) {
  if (value.kind != TraceValue::Kind::Integer || value.is_float()) return std::nullopt;
  const int error = static_cast<int>(static_cast<uint32_t>(value.bits));
  return printed(spec_of(c, "", 's'), std::strerror(error));
}

/// Resolves a '*' width or precision from the next argument.
bool take_star(const std::vector<FormatArgument>& arguments, size_t& next, int& into, FormatConversion& c,
               bool is_width) {
  if (next >= arguments.size()) return false;
  const TraceValue& value = arguments[next++].value;
  if (value.kind != TraceValue::Kind::Integer || value.is_float()) return false;
  const int star = static_cast<int>(static_cast<uint32_t>(value.bits));
  if (is_width && star < 0) c.flags += '-';  // a negative width is the '-' flag
  into = star < 0 ? (is_width ? -star : -1) : star;
  return true;
}

std::optional<std::string> conversion_text(FormatConversion c, const std::vector<FormatArgument>& arguments,
                                           size_t& next, bool& truncated) {
  if (c.conversion == '%') return std::string("%");
  if (c.width_star && !take_star(arguments, next, c.width, c, true)) return std::nullopt;
  if (c.precision_star && !take_star(arguments, next, c.precision, c, false)) return std::nullopt;
  if (next >= arguments.size()) return std::nullopt;
  const FormatArgument& argument = arguments[next++];
  switch (c.conversion) {
    case 's': return string_text(c, argument, truncated);
    case 'm': return errno_text(c, argument.value);
    case 'p': return pointer_text(c, argument.value);
    case 'f': case 'F': case 'g': case 'G': case 'e': case 'E': case 'a': case 'A':
      return float_text(c, argument.value);
    default: return integer_text(c, argument.value);
  }
}

}  // namespace

ParsedFormat parse_format(const std::string& format) {
  ParsedFormat parsed;
  parsed.literals.emplace_back();
  for (size_t at = 0; at < format.size();) {
    if (format[at] != '%') {
      parsed.literals.back() += format[at++];
      continue;
    }
    parsed.conversions.push_back(parse_conversion(format, at));
    if (!parsed.conversions.back().supported) break;
    parsed.literals.emplace_back();
  }
  return parsed;
}

std::vector<size_t> string_argument_indices(const ParsedFormat& format) {
  std::vector<size_t> indices;
  size_t next = 0;
  for (const FormatConversion& c : format.conversions) {
    if (!c.supported) break;
    next += (c.width_star ? 1 : 0) + (c.precision_star ? 1 : 0);
    if (c.conversion == '%' || c.conversion == 'm') continue;  // no argument of the call
    if (c.conversion == 's') indices.push_back(next);
    ++next;
  }
  return indices;
}

std::vector<size_t> errno_argument_indices(const ParsedFormat& format) {
  std::vector<size_t> indices;
  size_t next = 0;
  for (const FormatConversion& c : format.conversions) {
    if (!c.supported) break;
    if (c.conversion == '%') continue;
    next += (c.width_star ? 1 : 0) + (c.precision_star ? 1 : 0);
    if (c.conversion == 'm') indices.push_back(next);
    ++next;
  }
  return indices;
}

std::optional<std::string> render_format(const ParsedFormat& format, const std::vector<FormatArgument>& arguments,
                                         bool& truncated) {
  std::string out = format.literals.front();
  size_t next = 0;
  for (size_t i = 0; i < format.conversions.size(); ++i) {
    if (!format.conversions[i].supported) return std::nullopt;
    std::optional<std::string> text = conversion_text(format.conversions[i], arguments, next, truncated);
    if (!text) return std::nullopt;
    out += *text + format.literals[i + 1];
  }
  return out;
}

}  // namespace swarmbmc::encoder
