// compile_log_pattern: --log-pattern's tokenizer, recursive-descent parser,
// Thompson NFA and subset construction (see LogPattern.h for the syntax).
//
// The tokenizer resolves quotes and escapes, so the parser only sees names
// and operators; digits inside braces arrive as (unquoted) names and are read
// as counts there. Bounded repetitions are expanded into copies of their
// operand's NFA (a{2,4} = a a a? a?), which is why the NFA has a size limit
// of its own: nested counts multiply. The subset construction's automaton is
// then minimized (Moore), which also makes all states that can never accept
// one; the dead-state merge after it numbers that one last.
#include "LogPattern.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string_view>

#include "LogFile.h"

namespace swarmbmc::logsrt {
namespace {

constexpr unsigned kMaxCount = 10000;       // largest n, m of {n,m}
constexpr size_t kMaxNfaStates = 1000000;   // nested counts multiply

[[noreturn]] void fail(const std::string& what) { throw LogError("--log-pattern: " + what); }

std::string column(size_t offset) { return " at column " + std::to_string(offset + 1); }

bool is_operator(char c) { return std::string_view("()|*+?{},").find(c) != std::string_view::npos; }

struct Token {
  enum class Kind { Name, Operator, End };
  Kind kind = Kind::End;
  std::string text;  ///< the name (escapes resolved), or the operator character
  bool quoted = false;
  size_t offset = 0;
};

class Tokenizer {
 public:
  explicit Tokenizer(const std::string& pattern) : s_(pattern) {}

  std::vector<Token> run() {
    std::vector<Token> tokens;
    while (true) {
      while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
      if (i_ == s_.size()) break;
      if (is_operator(s_[i_])) {
        tokens.push_back({Token::Kind::Operator, std::string(1, s_[i_]), false, i_});
        ++i_;
        continue;
      }
      tokens.push_back(s_[i_] == '"' ? quoted() : unquoted());
      if (i_ < s_.size() && s_[i_] == '"') fail("a name directly followed by '\"'" + column(i_) + " (write a space between names)");
    }
    tokens.push_back({Token::Kind::End, "", false, s_.size()});
    return tokens;
  }

 private:
  /// The character an escape at i_ (a backslash) stands for; advances past it.
  char escape() {
    const size_t at = i_++;
    if (i_ == s_.size()) fail("a backslash ends the pattern" + column(at));
    const char c = s_[i_++];
    if (c == 'n') return '\n';
    if (c == 't') return '\t';
    if (c == '\\' || c == '"' || c == ' ' || is_operator(c)) return c;
    fail(std::string("unknown escape '\\") + c + "'" + column(at));
  }

  Token unquoted() {
    Token token{Token::Kind::Name, "", false, i_};
    while (i_ < s_.size() && !std::isspace(static_cast<unsigned char>(s_[i_])) && !is_operator(s_[i_]) && s_[i_] != '"')
      token.text += s_[i_] == '\\' ? escape() : s_[i_++];
    return token;
  }

  Token quoted() {
    Token token{Token::Kind::Name, "", true, i_};
    ++i_;
    while (i_ < s_.size() && s_[i_] != '"') token.text += s_[i_] == '\\' ? escape() : s_[i_++];
    if (i_ == s_.size()) fail("unterminated quoted name" + column(token.offset));
    ++i_;
    if (token.text.empty()) fail("empty quoted name" + column(token.offset));
    return token;
  }

  const std::string& s_;
  size_t i_ = 0;
};

struct Node {
  enum class Kind { Name, Concat, Alt, Repeat };
  explicit Node(Kind k, std::string n = "") : kind(k), name(std::move(n)) {}
  Kind kind = Kind::Concat;
  std::string name;
  std::vector<Node> children;
  unsigned min = 0;
  std::optional<unsigned> max;  ///< nullopt: unbounded
};

class Parser {
 public:
  explicit Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

  Node run() {
    Node root = alternation();
    const Token& rest = peek();
    if (rest.kind != Token::Kind::End) {
      if (rest.text == ")") fail("unmatched ')'" + column(rest.offset));
      if (std::string_view("*+?{").find(rest.text) != std::string_view::npos)
        fail("'" + rest.text + "' repeats nothing" + column(rest.offset));
      fail("unexpected '" + rest.text + "'" + column(rest.offset));
    }
    return root;
  }

 private:
  const Token& peek() const { return tokens_[next_]; }
  bool at_operator(const char* op) const { return peek().kind == Token::Kind::Operator && peek().text == op; }

  Node alternation() {
    Node node{Node::Kind::Alt};
    node.children.push_back(concatenation());
    while (at_operator("|")) {
      ++next_;
      node.children.push_back(concatenation());
    }
    return node.children.size() == 1 ? std::move(node.children.front()) : node;
  }

  Node concatenation() {
    Node node{Node::Kind::Concat};
    while (peek().kind == Token::Kind::Name || at_operator("(")) node.children.push_back(repetition());
    return node;
  }

  Node repetition() {
    Node node = atom();
    while (true) {
      const Token& op = peek();
      if (op.kind != Token::Kind::Operator || std::string_view("*+?{").find(op.text) == std::string_view::npos)
        return node;
      ++next_;
      Node repeated{Node::Kind::Repeat};
      repeated.children.push_back(std::move(node));
      if (op.text == "*") repeated.max.reset();
      else if (op.text == "+") repeated.min = 1, repeated.max.reset();
      else if (op.text == "?") repeated.max = 1;
      else counts(repeated, op.offset);
      node = std::move(repeated);
    }
  }

  /// `n}`, `n,}` or `n,m}` after a '{' at `brace`.
  void counts(Node& node, size_t brace) {
    node.min = number(brace);
    node.max = node.min;
    if (at_operator(",")) {
      ++next_;
      node.max.reset();
      if (!at_operator("}")) node.max = number(brace);
    }
    if (!at_operator("}")) fail("expected '}'" + column(peek().offset));
    ++next_;
    if (node.max && *node.max < node.min) fail("{n,m} with m < n" + column(brace));
  }

  unsigned number(size_t brace) {
    const Token& token = tokens_[next_];
    const bool digits = token.kind == Token::Kind::Name && !token.quoted && !token.text.empty() &&
                        std::all_of(token.text.begin(), token.text.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits) fail("expected a count" + column(token.offset));
    if (token.text.size() > 5 || std::stoul(token.text) > kMaxCount)
      fail("a count above " + std::to_string(kMaxCount) + column(brace));
    ++next_;
    return static_cast<unsigned>(std::stoul(token.text));
  }

  Node atom() {
    const Token& token = peek();
    ++next_;
    if (token.kind == Token::Kind::Name) return Node{Node::Kind::Name, token.text};
    // concatenation() calls this only at a name or '('.
    Node inner = alternation();
    if (!at_operator(")")) fail("missing ')' for the '('" + column(token.offset));
    ++next_;
    return inner;
  }

  std::vector<Token> tokens_;
  size_t next_ = 0;
};

void collect_names(const Node& node, std::set<std::string>& names) {
  if (node.kind == Node::Kind::Name) names.insert(node.name);
  for (const Node& child : node.children) collect_names(child, names);
}

/// Thompson's construction: epsilon edges and one symbol edge per state at most.
class Nfa {
 public:
  struct Fragment {
    uint32_t in = 0, out = 0;
  };

  explicit Nfa(const std::vector<std::string>& names) : names_(names) {}

  uint32_t add() {
    if (epsilon_.size() == kMaxNfaStates) fail("the pattern is too large (nested counts?)");
    epsilon_.emplace_back();
    edges_.emplace_back();
    return static_cast<uint32_t>(epsilon_.size() - 1);
  }
  void link(uint32_t from, uint32_t to) { epsilon_[from].push_back(to); }

  Fragment build(const Node& node) {
    switch (node.kind) {
      case Node::Kind::Name: {
        Fragment f{add(), add()};
        const auto symbol = std::lower_bound(names_.begin(), names_.end(), node.name) - names_.begin();
        edges_[f.in].push_back({static_cast<uint32_t>(symbol), f.out});
        return f;
      }
      case Node::Kind::Concat: {
        const uint32_t start = add();
        Fragment f{start, start};
        for (const Node& child : node.children) f.out = append(f.out, build(child));
        return f;
      }
      case Node::Kind::Alt: {
        Fragment f{add(), add()};
        for (const Node& child : node.children) {
          const Fragment branch = build(child);
          link(f.in, branch.in);
          link(branch.out, f.out);
        }
        return f;
      }
      case Node::Kind::Repeat:
        return repeat(node);
    }
    return {};
  }

  /// The states reachable from `from` by epsilon edges (sorted).
  std::vector<uint32_t> closure(std::vector<uint32_t> from) const;
  /// The states `symbol` leads to from `from`.
  std::vector<uint32_t> step(const std::vector<uint32_t>& from, uint32_t symbol) const {
    std::vector<uint32_t> to;
    for (uint32_t state : from)
      for (const auto& [edge_symbol, target] : edges_[state])
        if (edge_symbol == symbol) to.push_back(target);
    return closure(std::move(to));
  }

 private:
  /// Links `out` to the fragment; returns the fragment's out.
  uint32_t append(uint32_t out, const Fragment& f) {
    link(out, f.in);
    return f.out;
  }

  Fragment repeat(const Node& node) {
    const uint32_t start = add();
    Fragment f{start, start};
    for (unsigned k = 0; k < node.min; ++k) f.out = append(f.out, build(node.children.front()));
    if (!node.max) {  // a star: a loop through the operand, re-entered at a fresh state
      const uint32_t loop = add();
      link(f.out, loop);
      const Fragment body = build(node.children.front());
      link(loop, body.in);
      link(body.out, loop);
      f.out = loop;
      return f;
    }
    for (unsigned k = node.min; k < *node.max; ++k) {  // optional copies: each may be skipped
      const Fragment body = build(node.children.front());
      const uint32_t after = add();
      link(f.out, body.in);
      link(f.out, after);
      link(body.out, after);
      f.out = after;
    }
    return f;
  }

  const std::vector<std::string>& names_;
  std::vector<std::vector<uint32_t>> epsilon_;
  std::vector<std::vector<std::pair<uint32_t, uint32_t>>> edges_;  // (symbol, target)
};

std::vector<uint32_t> Nfa::closure(std::vector<uint32_t> from) const {
  std::vector<bool> seen(epsilon_.size(), false);
  std::vector<uint32_t> all;
  while (!from.empty()) {
    const uint32_t state = from.back();
    from.pop_back();
    if (seen[state]) continue;
    seen[state] = true;
    all.push_back(state);
    for (uint32_t target : epsilon_[state]) from.push_back(target);
  }
  std::sort(all.begin(), all.end());
  return all;
}

/// The subset construction, breadth first from the start's closure.
PatternDfa determinize(const Nfa& nfa, const Nfa::Fragment& whole, std::vector<std::string> names, size_t max_states) {
  PatternDfa dfa;
  dfa.names = std::move(names);
  const uint32_t symbols = static_cast<uint32_t>(dfa.names.size() + 1);
  std::map<std::vector<uint32_t>, uint32_t> ids;
  std::vector<std::vector<uint32_t>> sets;
  auto id_of = [&](std::vector<uint32_t> set) {
    auto [it, fresh] = ids.try_emplace(set, static_cast<uint32_t>(sets.size()));
    if (fresh) {
      if (sets.size() == max_states)
        fail("the pattern's automaton has more than " + std::to_string(max_states) + " states");
      dfa.accepting.push_back(std::binary_search(set.begin(), set.end(), whole.out));
      sets.push_back(std::move(set));
    }
    return it->second;
  };
  id_of(nfa.closure({whole.in}));
  for (size_t state = 0; state < sets.size(); ++state) {
    std::vector<uint32_t> row(symbols);
    for (uint32_t symbol = 0; symbol < symbols; ++symbol) row[symbol] = id_of(nfa.step(sets[state], symbol));
    dfa.next.push_back(std::move(row));
  }
  return dfa;
}

/// Moore's partition refinement: states that accept the same continuations
/// become one (push{64} (pop|top)* then has 66 states, not 68: after a pop
/// or a top the automaton is where it was). Classes are numbered by their
/// smallest state, so the start stays 0.
void minimize(PatternDfa& dfa) {
  const size_t n = dfa.states();
  std::vector<uint32_t> block(n);
  for (size_t state = 0; state < n; ++state) block[state] = dfa.accepting[state] ? 1 : 0;
  size_t blocks = std::set<uint32_t>(block.begin(), block.end()).size();
  while (true) {  // refinement only splits: a round that splits nothing is stable
    std::map<std::vector<uint32_t>, uint32_t> classes;
    std::vector<uint32_t> refined(n);
    for (size_t state = 0; state < n; ++state) {
      std::vector<uint32_t> signature{block[state]};
      for (uint32_t target : dfa.next[state]) signature.push_back(block[target]);
      refined[state] = classes.try_emplace(std::move(signature), static_cast<uint32_t>(classes.size())).first->second;
    }
    block = std::move(refined);
    if (classes.size() == blocks) break;
    blocks = classes.size();
  }
  std::vector<uint32_t> number(blocks, UINT32_MAX);
  PatternDfa quotient;
  quotient.names = dfa.names;
  for (size_t state = 0; state < n; ++state) {
    if (number[block[state]] != UINT32_MAX) continue;
    number[block[state]] = static_cast<uint32_t>(quotient.next.size());
    quotient.next.push_back(dfa.next[state]);  // targets renamed below
    quotient.accepting.push_back(dfa.accepting[state]);
  }
  for (std::vector<uint32_t>& row : quotient.next)
    for (uint32_t& target : row) target = number[block[target]];
  dfa = std::move(quotient);
}

/// Merges the states that reach no accepting state into one dead state, the
/// last number (the others keep their order, so the start stays 0).
void merge_dead_states(PatternDfa& dfa) {
  const size_t n = dfa.states();
  std::vector<bool> live(dfa.accepting.begin(), dfa.accepting.end());
  for (bool changed = true; changed;) {  // backward reachability; n is at most a few thousand
    changed = false;
    for (size_t state = 0; state < n; ++state)
      if (!live[state] && std::any_of(dfa.next[state].begin(), dfa.next[state].end(), [&](uint32_t t) { return live[t]; }))
        live[state] = changed = true;
  }
  std::vector<uint32_t> renamed(n);
  uint32_t kept = 0;
  for (size_t state = 0; state < n; ++state)
    if (live[state]) renamed[state] = kept++;
  const uint32_t dead = kept;  // every state to be merged gets this number
  PatternDfa merged;
  merged.names = dfa.names;
  merged.dead = dead;
  merged.next.assign(dead + 1, std::vector<uint32_t>(dfa.names.size() + 1, dead));
  merged.accepting.assign(dead + 1, false);
  for (size_t state = 0; state < n; ++state) {
    if (!live[state]) continue;
    merged.accepting[renamed[state]] = dfa.accepting[state];
    for (size_t symbol = 0; symbol < dfa.next[state].size(); ++symbol) {
      const uint32_t target = dfa.next[state][symbol];
      merged.next[renamed[state]][symbol] = live[target] ? renamed[target] : dead;
    }
  }
  dfa = std::move(merged);
}

}  // namespace

uint32_t PatternDfa::symbol_of(const std::string& name) const {
  const auto it = std::lower_bound(names.begin(), names.end(), name);
  return static_cast<uint32_t>(it != names.end() && *it == name ? it - names.begin() : names.size());
}

bool PatternDfa::matches(const std::vector<std::string>& events) const {
  uint32_t state = 0;
  for (const std::string& event : events) state = next[state][symbol_of(event)];
  return accepting[state];
}

PatternDfa compile_log_pattern(const std::string& pattern, size_t max_states) {
  const Node root = Parser(Tokenizer(pattern).run()).run();
  std::set<std::string> used;
  collect_names(root, used);
  const std::vector<std::string> names(used.begin(), used.end());
  Nfa nfa(names);
  const Nfa::Fragment whole = nfa.build(root);
  PatternDfa dfa = determinize(nfa, whole, names, max_states);
  minimize(dfa);
  merge_dead_states(dfa);
  return dfa;
}

}  // namespace swarmbmc::logsrt
