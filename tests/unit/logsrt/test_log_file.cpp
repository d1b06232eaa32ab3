// match_printf: which log lines a printf format prints, and the values they fix.
#include <catch2/catch.hpp>

#include "logsrt/LogFile.h"

using swarmbmc::logsrt::LogError;
using swarmbmc::logsrt::match_printf;
using swarmbmc::logsrt::PrintedValue;

namespace {

/// The numbers a line fixes, in argument order (nullopt: no match).
std::optional<std::vector<int64_t>> numbers(const std::string& format, const std::string& line) {
  auto values = match_printf(format, line);
  if (!values) return std::nullopt;
  std::vector<int64_t> out;
  for (const PrintedValue& value : *values) out.push_back(value.number);
  return out;
}

}  // namespace

TEST_CASE("integers: the printed value is the argument") {
  CHECK(numbers("withdraw %d\n", "withdraw 500") == std::vector<int64_t>{500});
  CHECK(numbers("withdraw %d\n", "withdraw -7") == std::vector<int64_t>{-7});
  CHECK(numbers("%d,%d", "3,-4") == std::vector<int64_t>{3, -4});
  CHECK(numbers("%u", "4294967295") == std::vector<int64_t>{4294967295LL});
  CHECK(numbers("%x", "ff") == std::vector<int64_t>{255});
  CHECK(numbers("%lld", "-9223372036854775808") == std::vector<int64_t>{INT64_MIN});
  CHECK(numbers("100%% of %i", "100% of 3") == std::vector<int64_t>{3});
}

TEST_CASE("a line printf cannot print matches nothing") {
  CHECK(!numbers("withdraw %d\n", "withdraw five"));
  CHECK(!numbers("withdraw %d\n", "withdraw 5 "));
  CHECK(!numbers("%3d", "5"));            // printf prints "  5"
  CHECK(numbers("%3d", "  5") == std::vector<int64_t>{5});
  CHECK(!numbers("%05d", "5"));
  CHECK(numbers("%05d", "00005") == std::vector<int64_t>{5});
  CHECK(!numbers("%d", "+5"));            // no '+' flag
  CHECK(!numbers("%d", "007"));
  CHECK(!numbers("%hhu", "300"));         // out of unsigned char's range
  CHECK(!numbers("%d", "2147483648"));    // out of int's range
  CHECK(!numbers("%u", "-1"));
  CHECK(!numbers("%f", "1.5"));           // a conversion the matcher does not know
}

TEST_CASE("characters and strings") {
  auto c = match_printf("key %c", "key q");
  REQUIRE(c);
  CHECK((*c)[0].kind == PrintedValue::Kind::Char);
  CHECK((*c)[0].number == 'q');
  auto s = match_printf("open %s: %d\n", "open /tmp/a b: 3");
  REQUIRE(s);
  CHECK((*s)[0].kind == PrintedValue::Kind::String);
  CHECK((*s)[0].text == "/tmp/a b");
  CHECK((*s)[0].argument == 1);
  CHECK((*s)[1].number == 3);
  CHECK((*s)[1].argument == 2);
}

TEST_CASE("a line printed with different values is an error, not a guess") {
  CHECK_THROWS_AS(match_printf("%s %s", "a b c"), LogError);
  CHECK_THROWS_AS(match_printf("%d%d", "123"), LogError);
  CHECK(match_printf("%s %s", "a b"));
}
