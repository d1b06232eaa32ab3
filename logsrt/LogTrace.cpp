// restrict_to_log: the log-trace instrumentation (see LogTrace.h).
//
// For each event site (a log call of a constant string or format, a function
// feature's entry) and each line k it can print, the condition
// `position == k && the call's arguments are the line's values` is built in
// IR before the site; their disjunction is `matched`. Then, by mode:
//   exact        assume(matched); position += 1
//   prefix       assume(matched || position >= lines); position += matched
//   subsequence  position += matched            (greedy: the earliest match
//                is never worse for the lines still to come)
// A site no line can be is `matched = false`, so in exact mode a constant
// assume(false): restrict_module's propagation slices what only it reaches.
// The encoder reads kLogLineFunction's arguments; nothing else of the
// instrumentation is special to it.
//
// restrict_to_pattern (--log-pattern) keeps the automaton's state in the
// same global: at each site `next = table[state][event]` as a select chain
// (the dead state the default), assume(next != dead), the store, and the
// marker with position = next and matched = accepting(next). The encoder's
// acceptance is then the last marker's `matched` (encoder/formula/Checks.h).
#include "LogTrace.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <map>

#include "Internal.h"
#include "frontend/IrConventions.h"

namespace swarmbmc::logsrt {
namespace {

/// One place where an event happens.
struct Site {
  llvm::Instruction* before = nullptr;  ///< the log call, or the function's first instruction
  llvm::CallBase* call = nullptr;       ///< the log call; null for a function entry
  std::string feature;                  ///< the string or format; the function's name
  std::string log_function;             ///< "swarm_log", "printf", ...; "" for a function entry
  bool printf_like() const { return call && log_function != "swarm_log"; }
};

std::vector<Site> event_sites(llvm::Module& module, const FeatureOptions& features) {
  const std::set<std::string> log_functions = detail::log_function_names(features);
  std::vector<Site> sites;
  for (llvm::Function& function : module) {
    if (function.isDeclaration()) continue;
    if (features.function_features && detail::is_function_feature(function, features, log_functions))
      sites.push_back({&*function.getEntryBlock().getFirstInsertionPt(), nullptr, function.getName().str(), ""});
    for (llvm::BasicBlock& block : function)
      for (llvm::Instruction& inst : block) {
        auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
        if (!call || !detail::is_log_call(*call, log_functions)) continue;
        if (std::optional<std::string> feature = detail::feature_of_log_call(*call))
          sites.push_back({call, call, *feature, detail::direct_callee(*call)->getName().str()});
      }
  }
  return sites;
}

/// How each line can be each distinct event: per (printf-like, text), per line, the values it fixes.
class LineMatcher {
 public:
  explicit LineMatcher(const std::vector<LogLine>& lines) : lines_(lines) {}
  /// For each line `site` can print: its index and the values it fixes.
  const std::map<unsigned, std::vector<PrintedValue>>& lines_of(const Site& site) {
    auto [it, fresh] = cache_.try_emplace({site.printf_like(), site.feature});
    if (!fresh) return it->second;
    for (unsigned k = 0; k < lines_.size(); ++k) {
      if (!site.printf_like()) {
        if (lines_[k].text == site.feature) it->second[k] = {};
      } else if (std::optional<std::vector<PrintedValue>> values = match_printf(site.feature, lines_[k].text)) {
        it->second[k] = std::move(*values);
      }
    }
    return it->second;
  }

 private:
  const std::vector<LogLine>& lines_;
  std::map<std::pair<bool, std::string>, std::map<unsigned, std::vector<PrintedValue>>> cache_;
};

/// `i1 (ptr s)`: whether s points to exactly `text` and its terminator. Reads
/// s only as far as it agrees with text, as printf's %s reads a string.
llvm::Function* text_equals_function(llvm::Module& module, const std::string& text) {
  llvm::LLVMContext& context = module.getContext();
  auto* type = llvm::FunctionType::get(llvm::Type::getInt1Ty(context), {llvm::PointerType::get(context, 0)}, false);
  auto* function =
      llvm::Function::Create(type, llvm::GlobalValue::InternalLinkage, "__swarmbmc_log_text_equals", module);
  function->addFnAttr(frontend::kLibraryModelAttribute);  // checks are reported at the log call
  llvm::BasicBlock* no = llvm::BasicBlock::Create(context, "differs", function);
  llvm::IRBuilder<>(no).CreateRet(llvm::ConstantInt::getFalse(context));
  llvm::BasicBlock* entry = llvm::BasicBlock::Create(context, "entry", function, no);
  llvm::IRBuilder<> builder(entry);
  llvm::Value* s = function->getArg(0);
  llvm::BasicBlock* next = llvm::BasicBlock::Create(context, "byte", function, no);
  builder.CreateCondBr(builder.CreateIsNull(s), no, next);
  for (size_t j = 0; j <= text.size(); ++j) {
    builder.SetInsertPoint(next);
    llvm::Value* byte = builder.CreateLoad(builder.getInt8Ty(), builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), s, j));
    llvm::Value* same = builder.CreateICmpEQ(byte, builder.getInt8(j < text.size() ? text[j] : 0));
    if (j == text.size()) {
      builder.CreateRet(same);
      break;
    }
    next = llvm::BasicBlock::Create(context, "byte", function, no);
    builder.CreateCondBr(same, next, no);
  }
  return function;
}

/// Whether the call's arguments are `values` (an i1; false when an argument is missing or of another kind).
llvm::Value* arguments_are(llvm::IRBuilder<>& builder, llvm::CallBase& call, const std::vector<PrintedValue>& values) {
  llvm::Module& module = *call.getModule();
  llvm::Value* all = builder.getTrue();
  for (const PrintedValue& value : values) {
    if (value.argument >= call.arg_size()) return builder.getFalse();
    llvm::Value* argument = call.getArgOperand(value.argument);
    if (value.kind == PrintedValue::Kind::String) {
      if (!argument->getType()->isPointerTy()) return builder.getFalse();
      all = builder.CreateAnd(all, builder.CreateCall(text_equals_function(module, value.text), {argument}));
      continue;
    }
    if (!argument->getType()->isIntegerTy()) return builder.getFalse();
    const unsigned bits = value.kind == PrintedValue::Kind::Char ? 8 : value.bits;
    llvm::Value* printed = builder.CreateZExtOrTrunc(argument, builder.getIntNTy(bits));
    all = builder.CreateAnd(all, builder.CreateICmpEQ(printed, builder.getIntN(bits, static_cast<uint64_t>(value.number))));
  }
  return all;
}

/// What every event site's instrumentation uses: the position global (the
/// line reached, or the automaton's state), the marker, and the marker's
/// text arguments, one constant global per distinct text (each global is an
/// object of the encoder's memory).
class Instrumentation {
 public:
  explicit Instrumentation(llvm::Module& module) : assume(module), module_(module) {
    llvm::IRBuilder<> types(module.getContext());
    position = new llvm::GlobalVariable(module, types.getInt32Ty(), false, llvm::GlobalValue::InternalLinkage,
                                        types.getInt32(0), frontend::kLogPositionGlobal);
    marker = module.getOrInsertFunction(frontend::kLogLineFunction, types.getVoidTy(), types.getPtrTy(),
                                        types.getPtrTy(), types.getInt32Ty(), types.getInt1Ty());
  }
  /// `__swarmbmc_log_line(feature, log function, position, matched)` before the builder's point.
  void mark(llvm::IRBuilder<>& builder, const Site& site, llvm::Value* at, llvm::Value* matched) {
    builder.CreateCall(marker, {text(site.feature), text(site.log_function), at, matched});
  }

  llvm::GlobalVariable* position = nullptr;
  llvm::FunctionCallee marker;
  detail::AssumeEmitter assume;

 private:
  /// A constant C string global holding `value`.
  llvm::Constant* text(const std::string& value) {
    llvm::Constant*& global = texts_[value];
    if (global != nullptr) return global;
    llvm::Type* type = llvm::ArrayType::get(llvm::Type::getInt8Ty(module_.getContext()), value.size() + 1);
    auto* made = new llvm::GlobalVariable(module_, type, true, llvm::GlobalValue::PrivateLinkage,
                                          llvm::ConstantDataArray::getString(module_.getContext(), value),
                                          "__swarmbmc_log_text");
    made->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
    return global = made;
  }

  llvm::Module& module_;
  std::map<std::string, llvm::Constant*> texts_;
};

/// `i1 value ∈ states` (sorted): one comparison per run of consecutive
/// numbers (`value - lo <u count`), since the subset construction numbers
/// chains like push{64}'s consecutively.
llvm::Value* in_set(llvm::IRBuilder<>& builder, llvm::Value* value, const std::vector<uint32_t>& states) {
  llvm::Value* any = builder.getFalse();
  for (size_t i = 0; i < states.size();) {
    size_t j = i;
    while (j + 1 < states.size() && states[j + 1] == states[j] + 1) ++j;
    llvm::Value* here = i == j ? builder.CreateICmpEQ(value, builder.getInt32(states[i]))
                               : builder.CreateICmpULT(builder.CreateSub(value, builder.getInt32(states[i])),
                                                       builder.getInt32(states[j] - states[i] + 1));
    any = builder.CreateOr(any, here);
    i = j + 1;
  }
  return any;
}

/// `dfa.next[state][symbol]` as a chain of selects, one per live target (the
/// dead state is the default); `accepts` gets whether the new state accepts.
llvm::Value* pattern_step(llvm::IRBuilder<>& builder, llvm::Value* state, const PatternDfa& dfa, uint32_t symbol,
                          llvm::Value*& accepts) {
  std::map<uint32_t, std::vector<uint32_t>> sources;  // live target -> the states that step to it
  std::vector<uint32_t> accepting_sources;
  for (uint32_t from = 0; from < dfa.states(); ++from) {
    const uint32_t to = dfa.next[from][symbol];
    if (to == dfa.dead) continue;
    sources[to].push_back(from);
    if (dfa.accepting[to]) accepting_sources.push_back(from);
  }
  llvm::Value* next = builder.getInt32(dfa.dead);
  for (const auto& [to, from] : sources) next = builder.CreateSelect(in_set(builder, state, from), builder.getInt32(to), next);
  accepts = in_set(builder, state, accepting_sources);
  return next;
}

/// The pattern's names that no event site has, as a LogError (names printed as --list-features does).
void check_pattern_names(const PatternDfa& dfa, const std::vector<Site>& sites) {
  std::set<std::string> events;
  for (const Site& site : sites) events.insert(site.feature);
  for (const std::string& name : dfa.names) {
    if (events.count(name)) continue;
    std::string shown;
    for (char c : name) shown += c == '\n' ? std::string("\\n") : c == '\t' ? std::string("\\t") : std::string(1, c);
    throw LogError("--log-pattern names '" + shown +
                   "', which is no event of the program (no swarm_log string, log function format or function "
                   "feature; see --list-features)");
  }
}

}  // namespace

LogPatternStatistics restrict_to_pattern(llvm::Module& module, const PatternDfa& dfa, const FeatureOptions& features) {
  const std::vector<Site> sites = event_sites(module, features);
  check_pattern_names(dfa, sites);
  LogPatternStatistics statistics;
  statistics.states = dfa.states();
  statistics.named_features.insert(dfa.names.begin(), dfa.names.end());
  Instrumentation instrumentation(module);  // the position holds the state; 0 is the automaton's start
  for (const Site& site : sites) {
    llvm::IRBuilder<> builder(site.before);
    builder.SetCurrentDebugLocation(site.call ? site.call->getDebugLoc() : site.before->getDebugLoc());
    llvm::Value* at = builder.CreateLoad(builder.getInt32Ty(), instrumentation.position, "log.state");
    llvm::Value* accepts = nullptr;
    llvm::Value* next = pattern_step(builder, at, dfa, dfa.symbol_of(site.feature), accepts);
    ++statistics.sites;
    // An event the pattern never names steps to the dead state from every
    // state: next is the constant dead, the assumption a constant false that
    // restrict_module's propagation slices. Without a location, as in
    // restrict_to_log: the trace does not show the restriction's assumptions.
    llvm::Value* alive = builder.CreateICmpNE(next, builder.getInt32(dfa.dead));
    if (alive == builder.getFalse()) ++statistics.impossible_sites;
    if (alive != builder.getTrue()) instrumentation.assume.emit(alive, site.before, llvm::DebugLoc());
    builder.CreateStore(next, instrumentation.position);
    instrumentation.mark(builder, site, next, accepts);
  }
  return statistics;
}

LogTraceStatistics restrict_to_log(llvm::Module& module, const std::vector<LogLine>& lines, LogMatch match,
                                   const FeatureOptions& features) {
  LogTraceStatistics statistics;
  statistics.lines = lines.size();
  std::vector<Site> sites = event_sites(module, features);
  LineMatcher matcher(lines);
  std::vector<bool> line_has_event(lines.size(), false);
  for (const Site& site : sites)
    for (const auto& [k, values] : matcher.lines_of(site)) {
      line_has_event[k] = true;
      statistics.named_features.insert(site.feature);
    }
  for (size_t k = 0; k < lines.size(); ++k)
    if (!line_has_event[k])
      throw LogError("line " + std::to_string(lines[k].number) + " of the log ('" + lines[k].text +
                     "') is no event of the program (no swarm_log string, log function format or function "
                     "feature prints it)");

  Instrumentation instrumentation(module);
  const auto count = static_cast<uint32_t>(lines.size());
  for (const Site& site : sites) {
    llvm::IRBuilder<> builder(site.before);
    const llvm::DebugLoc location = site.call ? site.call->getDebugLoc() : site.before->getDebugLoc();
    builder.SetCurrentDebugLocation(location);
    llvm::Value* at = builder.CreateLoad(builder.getInt32Ty(), instrumentation.position, "log.position");
    llvm::Value* matched = builder.getFalse();
    for (const auto& [k, values] : matcher.lines_of(site)) {
      llvm::Value* here = builder.CreateICmpEQ(at, builder.getInt32(k));
      if (!values.empty()) here = builder.CreateAnd(here, arguments_are(builder, *site.call, values));
      matched = builder.CreateOr(matched, here);
    }
    ++statistics.sites;
    // The assumptions are the restriction's, not the program's: without a
    // location, the trace does not show them.
    if (match == LogMatch::Exact) {
      if (matched == builder.getFalse()) ++statistics.impossible_sites;
      instrumentation.assume.emit(matched, site.before, llvm::DebugLoc());
    } else if (match == LogMatch::Prefix) {
      instrumentation.assume.emit(builder.CreateOr(matched, builder.CreateICmpUGE(at, builder.getInt32(count))), site.before,
                  llvm::DebugLoc());
    }
    llvm::Value* step = match == LogMatch::Exact ? builder.getInt32(1) : builder.CreateZExt(matched, builder.getInt32Ty());
    builder.CreateStore(builder.CreateAdd(at, step), instrumentation.position);
    instrumentation.mark(builder, site, at, matched);
  }
  return statistics;
}

}  // namespace swarmbmc::logsrt
