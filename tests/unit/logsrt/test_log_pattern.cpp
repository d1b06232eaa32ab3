// compile_log_pattern: --log-pattern's syntax (names, quotes, escapes,
// operators, counts), the automaton's language, its dead state and limits.
#include <catch2/catch.hpp>

#include "logsrt/LogFile.h"
#include "logsrt/LogPattern.h"

using swarmbmc::logsrt::compile_log_pattern;
using swarmbmc::logsrt::LogError;
using swarmbmc::logsrt::PatternDfa;

namespace {

using Events = std::vector<std::string>;

bool matches(const std::string& pattern, const Events& events) { return compile_log_pattern(pattern).matches(events); }

Events repeated(const std::string& name, size_t n) { return Events(n, name); }

/// The message compile_log_pattern throws for `pattern` ("" when it throws none).
std::string error_of(const std::string& pattern) {
  try {
    compile_log_pattern(pattern);
  } catch (const LogError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("concatenation, alternation, star and groups", "[log_pattern]") {
  CHECK(matches("push pop", {"push", "pop"}));
  CHECK_FALSE(matches("push pop", {"push"}));
  CHECK_FALSE(matches("push pop", {"push", "pop", "pop"}));
  CHECK(matches("(push|pop)* top", {"top"}));
  CHECK(matches("(push|pop)* top", {"push", "pop", "push", "top"}));
  CHECK_FALSE(matches("(push|pop)* top", {"push", "top", "top"}));
  CHECK_FALSE(matches("(push|pop)* top", {}));
  CHECK(matches("a | b c", {"b", "c"}));  // | has the lowest precedence
  CHECK(matches("a | b c", {"a"}));
  CHECK_FALSE(matches("a | b c", {"a", "c"}));
}

TEST_CASE("+, ? and counts", "[log_pattern]") {
  CHECK(matches("a+", {"a", "a"}));
  CHECK_FALSE(matches("a+", {}));
  CHECK(matches("a? b", {"b"}));
  CHECK_FALSE(matches("a? b", {"a", "a", "b"}));
  Events log = repeated("push", 64);
  CHECK(matches("push{64} (pop|top)*", log));
  log.push_back("top");
  log.push_back("pop");
  CHECK(matches("push{64} (pop|top)*", log));
  CHECK_FALSE(matches("push{64} (pop|top)*", repeated("push", 63)));
  CHECK_FALSE(matches("push{64} (pop|top)*", repeated("push", 65)));
  CHECK(matches("a{2,3}", repeated("a", 2)));
  CHECK(matches("a{2,3}", repeated("a", 3)));
  CHECK_FALSE(matches("a{2,3}", repeated("a", 4)));
  CHECK(matches("a{2,}", repeated("a", 9)));
  CHECK_FALSE(matches("a{2,}", repeated("a", 1)));
  CHECK(matches("a{0}", {}));
  CHECK(matches("(a b){2}", {"a", "b", "a", "b"}));
  CHECK(matches("(a|){3}", {"a", "a"}));  // an empty alternative matches nothing at all
}

TEST_CASE("the empty pattern matches only the empty sequence", "[log_pattern]") {
  CHECK(matches("", {}));
  CHECK(matches("  ", {}));
  CHECK(matches("()", {}));
  CHECK_FALSE(matches("", {"a"}));
  CHECK(compile_log_pattern("a*").accepting[0]);
  CHECK_FALSE(compile_log_pattern("a").accepting[0]);
}

TEST_CASE("quoted names and escapes", "[log_pattern]") {
  CHECK(matches("\"withdraw %d\\n\" audit", {"withdraw %d\n", "audit"}));
  CHECK(matches("\"a|b\"*", {"a|b", "a|b"}));
  CHECK(matches("\"say \\\"hi\\\"\"", {"say \"hi\""}));
  CHECK(matches("done\\n", {"done\n"}));         // escapes outside quotes, as --list-features prints names
  CHECK(matches("a\\ b\\|c", {"a b|c"}));         // an escaped operator or space is part of the name
  CHECK(matches("tab\\tx back\\\\", {"tab\tx", "back\\"}));
  CHECK(compile_log_pattern("\"withdraw %d\\n\" audit").names == std::vector<std::string>{"audit", "withdraw %d\n"});
}

TEST_CASE("other events lead to the one dead state", "[log_pattern]") {
  const PatternDfa dfa = compile_log_pattern("(push|pop)* top");
  CHECK(dfa.names == std::vector<std::string>{"pop", "push", "top"});
  const uint32_t other = dfa.symbol_of("peek");
  CHECK(other == 3);
  for (uint32_t state = 0; state < dfa.states(); ++state) CHECK(dfa.next[state][other] == dfa.dead);
  for (uint32_t symbol = 0; symbol <= other; ++symbol) CHECK(dfa.next[dfa.dead][symbol] == dfa.dead);
  CHECK_FALSE(dfa.accepting[dfa.dead]);
  CHECK(dfa.dead == dfa.states() - 1);
  CHECK_FALSE(dfa.matches({"push", "peek", "top"}));
  // Every other state is live: some continuation is accepted.
  const PatternDfa counted = compile_log_pattern("push{64} (pop|top)*");
  CHECK(counted.states() == 66);  // 0..64 pushes, the dead state
}

TEST_CASE("invalid patterns are one-line errors naming the column", "[log_pattern]") {
  CHECK(error_of("(push") == "--log-pattern: missing ')' for the '(' at column 1");
  CHECK(error_of("push)") == "--log-pattern: unmatched ')' at column 5");
  CHECK(error_of("* push") == "--log-pattern: '*' repeats nothing at column 1");
  CHECK(error_of("a | {2}") == "--log-pattern: '{' repeats nothing at column 5");
  CHECK(error_of("a{x}") == "--log-pattern: expected a count at column 3");
  CHECK(error_of("a{2") == "--log-pattern: expected '}' at column 4");
  CHECK(error_of("a{3,2}") == "--log-pattern: {n,m} with m < n at column 2");
  CHECK(error_of("a{10001}") == "--log-pattern: a count above 10000 at column 2");
  CHECK(error_of("\"open") == "--log-pattern: unterminated quoted name at column 1");
  CHECK(error_of("\"\"") == "--log-pattern: empty quoted name at column 1");
  CHECK(error_of("a\\d") == "--log-pattern: unknown escape '\\d' at column 2");
  CHECK(error_of("a\\") == "--log-pattern: a backslash ends the pattern at column 2");
  CHECK(error_of("a\"b\"") == "--log-pattern: a name directly followed by '\"' at column 2 (write a space between names)");
  CHECK(error_of("a , b") == "--log-pattern: unexpected ',' at column 3");
  CHECK(error_of("a{\"2\"}") == "--log-pattern: expected a count at column 3");
}

TEST_CASE("automata beyond the state limit are refused", "[log_pattern]") {
  // (a|b)* a (a|b){n}: the last n+1 events must be remembered, 2^(n+1) states.
  CHECK(error_of("(a|b)* a (a|b){12}") == "--log-pattern: the pattern's automaton has more than 4096 states");
  CHECK_NOTHROW(compile_log_pattern("(a|b)* a (a|b){8}"));
  CHECK_THROWS_AS(compile_log_pattern("a{3}", 3), LogError);
  CHECK(error_of("((a{1000}){1000}){10}") == "--log-pattern: the pattern is too large (nested counts?)");
}
