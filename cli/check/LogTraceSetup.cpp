#include "LogTraceSetup.h"

#include "logsrt/LogTrace.h"

namespace swarmbmc::cli {

namespace {

/// --log-pattern: the automaton's state as the log position; a failure
/// counts where the events so far match the pattern.
std::string apply_log_pattern(llvm::Module& module, CheckOptions& options, std::set<std::string>& named_features) {
  const logsrt::PatternDfa dfa = logsrt::compile_log_pattern(*options.log_pattern);
  const logsrt::LogPatternStatistics restricted = logsrt::restrict_to_pattern(module, dfa, options.features);
  named_features = restricted.named_features;
  options.verify.checks.log = {true, 0, options.log_reach, true, dfa.accepting[0]};
  const size_t names = dfa.names.size();
  return "log pattern: " + std::to_string(restricted.states) + "-state automaton over " + std::to_string(names) +
         " event name" + (names == 1 ? "" : "s") + ", " + std::to_string(restricted.sites) + " event site" +
         (restricted.sites == 1 ? "" : "s") + " (" + std::to_string(restricted.impossible_sites) +
         " the pattern never names: cut)\n";
}

}  // namespace

std::string apply_log_trace(llvm::Module& module, CheckOptions& options, std::set<std::string>& named_features) {
  if (options.log_pattern) return apply_log_pattern(module, options, named_features);
  const std::vector<logsrt::LogLine> lines = logsrt::read_log_file(options.log_trace);
  const logsrt::LogMatch match = options.log_match == "prefix"        ? logsrt::LogMatch::Prefix
                                 : options.log_match == "subsequence" ? logsrt::LogMatch::Subsequence
                                                                      : logsrt::LogMatch::Exact;
  const logsrt::LogTraceStatistics restricted = logsrt::restrict_to_log(module, lines, match, options.features);
  named_features = restricted.named_features;
  options.verify.checks.log = {true, static_cast<uint32_t>(lines.size()), options.log_reach};
  for (const logsrt::LogLine& line : lines) options.log_lines.push_back(line.text);
  std::string said = "log: " + std::to_string(lines.size()) + " line" + (lines.size() == 1 ? "" : "s") + " of " +
                     options.log_trace + ", " + options.log_match + " match, " + std::to_string(restricted.sites) +
                     " event site" + (restricted.sites == 1 ? "" : "s");
  if (match == logsrt::LogMatch::Exact)
    said += " (" + std::to_string(restricted.impossible_sites) + " no line can be: cut)";
  return said + "\n";
}

}  // namespace swarmbmc::cli
