// printf formats as the trace renders them (encoder/trace/OutputText):
// each supported conversion with flags, width, precision and '*', lengths
// that cut an argument's bits, and what is not rendered.
#include <catch2/catch.hpp>

#include <cstring>

#include "encoder/trace/OutputText.h"

using namespace swarmbmc::encoder;

namespace {

FormatArgument integer(int64_t value, unsigned width = 32) {
  return {TraceValue::integer(static_cast<uint64_t>(value), width, true), "", false, false};
}

FormatArgument real(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  FormatArgument argument{TraceValue::integer(bits, 64, false), "", false, false};
  argument.value.float_width = 64;
  return argument;
}

FormatArgument text(const std::string& bytes, bool truncated = false) {
  return {TraceValue::pointer(3, "buf", 0), bytes, true, truncated};
}

std::optional<std::string> render(const std::string& format, const std::vector<FormatArgument>& arguments) {
  bool truncated = false;
  return render_format(parse_format(format), arguments, truncated);
}

}  // namespace

TEST_CASE("printf conversions render as glibc's") {
  CHECK(render("count = %d\n", {integer(3)}) == "count = 3\n");
  CHECK(render("%i|%u|%x|%X|%o", {integer(-1), integer(-1), integer(255), integer(255), integer(8)}) ==
        "-1|4294967295|ff|FF|10");
  CHECK(render("[%5d|%-5d|%05d|%+d|% d|%#x|%.3d]", {integer(42), integer(42), integer(42), integer(42), integer(42),
                                                   integer(42), integer(7)}) == "[   42|42   |00042|+42| 42|0x2a|007]");
  CHECK(render("%ld %lld %zu %hhd %hd", {integer(-5, 64), integer(1LL << 40, 64), integer(7, 64), integer(300),
                                         integer(70000)}) == "-5 1099511627776 7 44 4464");
  CHECK(render("%c%c", {integer('o'), integer('k')}) == "ok");
  CHECK(render("%5.2f|%g|%e|%.0f", {real(1.5), real(0.0001), real(12345.678), real(2.5)}) ==
        " 1.50|0.0001|1.234568e+04|2");
  CHECK(render("%s and %.2s and %-4s|", {text("abc"), text("xyz"), text("q")}) == "abc and xy and q   |");
  CHECK(render("%*d|%.*f", {integer(4), integer(7), integer(1), real(3.25)}) == "   7|3.2");
  CHECK(render("100%%", {}) == "100%");
  CHECK(render("%p %p", {FormatArgument{TraceValue::pointer(0, "", 0), "", false, false},
                         FormatArgument{TraceValue::pointer(3, "buf", 4), "", false, false}}) ==
        "(nil) <&buf + 4>");
  CHECK(render("%s", {FormatArgument{TraceValue::pointer(0, "", 0), "", false, false}}) == "(null)");
}

TEST_CASE("what cannot be rendered is not guessed") {
  CHECK_FALSE(render("%Lf", {real(1.0)}));         // long double
  CHECK_FALSE(render("%n", {integer(0)}));         // writes, prints nothing: not rendered
  CHECK_FALSE(render("%ls", {text("a")}));         // wide string
  CHECK_FALSE(render("%d %d", {integer(1)}));      // an argument missing
  CHECK_FALSE(render("%d", {real(1.0)}));          // a double where an int is read
  CHECK_FALSE(render("%f", {integer(1)}));         // an int where a double is read
  CHECK_FALSE(render("%s", {FormatArgument{TraceValue::pointer(3, "buf", 0), "", false, false}}));  // bytes not read
  CHECK(parse_format("a%d%Lfb").conversions.size() == 2);  // parsing stops at the unsupported one
}

TEST_CASE("a %s cut short is marked unless the precision stops before the cut") {
  bool truncated = false;
  CHECK(render_format(parse_format("%s"), {text("abc", true)}, truncated) == "abc");
  CHECK(truncated);
  truncated = false;
  CHECK(render_format(parse_format("%.2s"), {text("abc", true)}, truncated) == "ab");
  CHECK_FALSE(truncated);
}

TEST_CASE("%s arguments are found past '*' widths") {
  CHECK(string_argument_indices(parse_format("%d %s %*s %%%.*s")) == std::vector<size_t>{1, 3, 5});
}

TEST_CASE("%m renders the errno the unroller puts in its place, which is no argument of the call") {
  CHECK(render("open: %m (%d)\n", {integer(2), integer(2)}) == "open: No such file or directory (2)\n");
  CHECK(render("[%-8m]", {integer(4)}) == "[Interrupted system call]");
  CHECK(!render("%m", {text("x")}));  // not an integer: not rendered
  const ParsedFormat format = parse_format("%s %m %*d %m %s");
  CHECK(errno_argument_indices(format) == std::vector<size_t>{1, 4});
  CHECK(string_argument_indices(format) == std::vector<size_t>{0, 3});  // among the call's arguments
}
