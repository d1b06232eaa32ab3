// Reading a --log-trace file and matching its lines against printf formats.
//
// A line matches a format when printf could print exactly that line with
// that format. The format becomes a regular expression with a loose group
// per conversion (digits with padding, any text for %s); each captured
// field is then parsed and printed again with the same conversion
// (snprintf), and only a field printf reproduces byte for byte counts. So
// `%3d` never accepts "5" (printf prints "  5"), and `%hhu` never accepts
// 300. A line that two different sets of values could print (`%s %s`
// against "a b c": the greedy and the lazy reading differ) is an error, not
// a guess: either reading alone would constrain the arguments wrongly.
#include "LogFile.h"

#include <cstdio>
#include <fstream>
#include <regex>

namespace swarmbmc::logsrt {

std::vector<LogLine> read_log_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw LogError("cannot read the log '" + path + "'");
  std::vector<LogLine> lines;
  std::string text;
  unsigned number = 0;
  while (std::getline(in, text)) {
    ++number;
    if (!text.empty() && text.back() == '\r') text.pop_back();
    lines.push_back({number, text});
  }
  if (in.bad()) throw LogError("cannot read the log '" + path + "'");
  return lines;
}

namespace {

/// One % conversion of a format.
struct Conversion {
  std::string flags, width, precision, length;
  char letter = 0;
};

/// The format split into literal text and conversions, or nullopt when it
/// has a conversion the matcher does not know.
struct Piece {
  std::string literal;
  std::optional<Conversion> conversion;
};

std::optional<std::vector<Piece>> parse_format(const std::string& format) {
  std::vector<Piece> pieces{{}};
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      pieces.back().literal += format[i];
      continue;
    }
    Conversion c;
    size_t j = i + 1;
    while (j < format.size() && std::string("-+ 0#").find(format[j]) != std::string::npos) c.flags += format[j++];
    while (j < format.size() && std::isdigit(static_cast<unsigned char>(format[j]))) c.width += format[j++];
    if (j < format.size() && format[j] == '.') {
      c.precision = ".";
      for (++j; j < format.size() && std::isdigit(static_cast<unsigned char>(format[j]));) c.precision += format[j++];
    }
    while (j < format.size() && std::string("hlzjt").find(format[j]) != std::string::npos) c.length += format[j++];
    if (j >= format.size()) return std::nullopt;
    c.letter = format[j];
    i = j;
    if (c.letter == '%' && c.flags.empty() && c.width.empty() && c.precision.empty() && c.length.empty()) {
      pieces.back().literal += '%';
      continue;
    }
    const bool known_length = c.length.empty() || c.length == "hh" || c.length == "h" || c.length == "l" ||
                              c.length == "ll" || c.length == "z" || c.length == "j" || c.length == "t";
    if (std::string("diuxXcs").find(c.letter) == std::string::npos || !known_length) return std::nullopt;
    if (c.letter == 's' && (!c.width.empty() || !c.precision.empty())) return std::nullopt;  // padding is ambiguous
    if (c.letter == 'c' && !c.length.empty()) return std::nullopt;                           // %lc: wide
    pieces.back().conversion = c;
    pieces.push_back({});
  }
  return pieces;
}

std::string escaped(const std::string& literal) {
  std::string out;
  for (char ch : literal) {
    if (std::string("^$\\.*+?()[]{}|/").find(ch) != std::string::npos) out += '\\';
    out += ch;
  }
  return out;
}

/// The loose regular expression of a field; `lazy` makes it match as little as it can.
std::string field_pattern(const Conversion& c, bool lazy) {
  const std::string many = lazy ? "*?" : "*", some = lazy ? "+?" : "+";
  switch (c.letter) {
    case 's': return "([\\s\\S]" + many + ")";
    case 'c': return "( *[\\s\\S] *)";
    case 'x': case 'X': return "( *[+ ]?(?:0[xX])?[0-9a-fA-F]" + some + " *)";
    default: return "( *[-+ ]?[0-9]" + some + " *)";
  }
}

unsigned bits_of(const std::string& length) {
  if (length == "hh") return 8;
  if (length == "h") return 16;
  return length.empty() ? 32 : 64;
}

/// The value printf prints as `field` with conversion `c`, if it prints exactly that.
std::optional<PrintedValue> value_of_field(const Conversion& c, const std::string& field) {
  PrintedValue value;
  value.bits = bits_of(c.length);
  const std::string spec = "%" + c.flags + c.width + c.precision;
  char printed[512];
  if (c.letter == 's') {
    value.kind = PrintedValue::Kind::String;
    if (field.find('\0') != std::string::npos) return std::nullopt;
    value.text = field;
    return value;
  }
  if (c.letter == 'c') {
    value.kind = PrintedValue::Kind::Char;
    const size_t at = field.find_first_not_of(' ');
    const unsigned char ch = at == std::string::npos ? ' ' : static_cast<unsigned char>(field[at]);
    for (int candidate : {static_cast<int>(ch), static_cast<int>(' ')}) {  // a space may be the char itself
      std::snprintf(printed, sizeof printed, (spec + "c").c_str(), candidate);
      if (field == printed) {
        value.number = candidate;
        return value;
      }
    }
    return std::nullopt;
  }
  const bool is_signed = c.letter == 'd' || c.letter == 'i';
  value.kind = is_signed ? PrintedValue::Kind::Signed : PrintedValue::Kind::Unsigned;
  errno = 0;
  char* end = nullptr;
  const int base = (c.letter == 'x' || c.letter == 'X') ? 16 : 10;
  if (is_signed) {
    const long long parsed = std::strtoll(field.c_str(), &end, base);
    if (errno != 0 || (value.bits < 64 && (parsed < -(1LL << (value.bits - 1)) || parsed >= (1LL << (value.bits - 1)))))
      return std::nullopt;
    std::snprintf(printed, sizeof printed, (spec + "ll" + c.letter).c_str(), parsed);
    value.number = parsed;
  } else {
    if (field.find('-') != std::string::npos) return std::nullopt;
    const unsigned long long parsed = std::strtoull(field.c_str(), &end, base);
    if (errno != 0 || (value.bits < 64 && parsed >= (1ULL << value.bits))) return std::nullopt;
    std::snprintf(printed, sizeof printed, (spec + "ll" + c.letter).c_str(), parsed);
    value.number = static_cast<int64_t>(parsed);
  }
  if (field != printed) return std::nullopt;
  return value;
}

/// The fields the regex reads from `line`, greedily or lazily; nullopt when it does not match.
std::optional<std::vector<std::string>> fields_of(const std::vector<Piece>& pieces, const std::string& line,
                                                  bool lazy) {
  std::string pattern;
  for (const Piece& piece : pieces) {
    pattern += escaped(piece.literal);
    if (piece.conversion) pattern += field_pattern(*piece.conversion, lazy);
  }
  std::smatch match;
  if (!std::regex_match(line, match, std::regex(pattern))) return std::nullopt;
  std::vector<std::string> fields;
  for (size_t i = 1; i < match.size(); ++i) fields.push_back(match[i].str());
  return fields;
}

}  // namespace

std::optional<std::vector<PrintedValue>> match_printf(const std::string& format, const std::string& line) {
  std::string text = format;
  if (!text.empty() && text.back() == '\n') text.pop_back();  // the line break ends the line
  const std::optional<std::vector<Piece>> pieces = parse_format(text);
  if (!pieces) return std::nullopt;
  const auto greedy = fields_of(*pieces, line, false);
  if (!greedy) return std::nullopt;
  if (fields_of(*pieces, line, true) != greedy)
    throw LogError("the log line '" + line + "' can be printed by the format '" + format +
                   "' with different values: it fixes none of them");
  std::vector<PrintedValue> values;
  unsigned argument = 1;
  size_t field = 0;
  for (const Piece& piece : *pieces) {
    if (!piece.conversion) continue;
    std::optional<PrintedValue> value = value_of_field(*piece.conversion, (*greedy)[field++]);
    if (!value) return std::nullopt;
    value->argument = argument++;
    values.push_back(std::move(*value));
  }
  return values;
}

}  // namespace swarmbmc::logsrt
