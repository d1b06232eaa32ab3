#include "Records.h"

#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Type.h>
#include <llvm/Support/raw_ostream.h>

#include "frontend/IrConventions.h"

namespace swarmbmc::encoder {
namespace {

/// How many nodes of a path guard's conjunctions guard_states looks at.
constexpr int kGuardConjunctsLooked = 64;

/// Whether `condition` is one of the conjuncts of `guard` (looking at the
/// first kGuardConjunctsLooked nodes of its and-tree, newest first): then
/// a check of it cannot fail. The common case is a dereference under a
/// test of the same pointer, `while (p) p = p->next;`: the null check's
/// condition is the branch's. The term manager's `guard & !condition` does
/// not see that through nested conjunctions, and the interval analysis
/// re-derived it at tens of milliseconds a check on merged pointers
/// (0.8 s of list_reverse's 1.1 s, where the solver needs 0.1 s).
bool guard_states(Term guard, Term condition) {
  std::vector<Term> work{guard};
  for (int looked = 0; !work.empty() && looked < kGuardConjunctsLooked; ++looked) {
    Term t = work.back();
    work.pop_back();
    if (t == condition) return true;
    if (t->op != terms::Op::And) continue;
    work.push_back(t->arg(0));
    work.push_back(t->arg(1));  // the newer conjunct (mk_and orders by id) first
  }
  return false;
}

/// log_lines_matched_ before any marker: no line matched; with
/// --log-pattern, 1 when the pattern accepts the empty sequence, else 0.
Term log_progress_start(TermManager& tm, const LogRequirement& log) {
  return tm.mk_bv(log.pattern && log.accepts_empty ? 1 : 0, 32);
}

}  // namespace

std::string type_name(const llvm::Type* type) {
  std::string text;
  llvm::raw_string_ostream out(text);
  type->print(out);
  return out.str();
}

Records::Records(TermManager& tm, const CheckSelection& checks, const std::vector<terms::u128>* replay_inputs)
    : tm_(tm), checks_(checks), replay_inputs_(replay_inputs) {}

void Records::add_check(PropertyKind kind, const std::string& message, const llvm::Instruction& at, Term guard,
                        Term condition) {
  if (!checks_.enabled(kind)) return;
  if (tm_.mk_and(guard, tm_.mk_not(condition))->is_false() || guard_states(guard, condition)) return;  // cannot fail
  if (checks_assumed) {  // k-induction's step: passes before k violate nothing
    formula_.constraints.push_back(tm_.mk_implies(guard, condition));
    return;
  }
  if (checks_.log.enabled && (guard = log_requirement(guard, condition), guard->is_false())) return;
  const llvm::Instruction* where = &reported_site(at);
  std::string text = message;
  if (where != &at && at.getParent()) text += " in " + at.getFunction()->getName().str();
  formula_.checks.push_back({kind, text, location_of(*where), guard, condition, formula_.events.size()});
}

// A C library model (no debug info) is reported where the program called
// into it (the caller names the function it was in).
const llvm::Instruction& Records::reported_site(const llvm::Instruction& at) const {
  const llvm::Instruction* where = &at;
  const bool in_model = at.getParent() && at.getFunction()->hasFnAttribute(frontend::kLibraryModelAttribute);
  for (auto site = call_sites.rbegin(); in_model && site != call_sites.rend() && !where->getDebugLoc(); ++site)
    where = *site;
  return *where;
}

void Records::input_bound(const std::string& input, const std::string& option, uint64_t limit,
                          const SourceLocation& where, Term reached) {
  if (reached->is_false()) return;
  formula_.unwindings.push_back(
      {"input " + input + " reaches " + option + " " + std::to_string(limit) + " at " + where.short_form(), reached});
}

void Records::add_event(TraceEvent event) {
  if (event.guard->is_false()) return;
  // Code without debug info is not the user's source; inputs always show.
  event.hidden = event.location.file.empty() && event.kind != TraceEvent::Kind::Input;
  formula_.events.push_back(std::move(event));
}

Term Records::new_input(unsigned width, const std::string& name, Term guard, const SourceLocation& where,
                        bool is_signed, unsigned float_width) {
  auto fresh = [&] {
    const std::string unique = name + "#" + std::to_string(++fresh_counter_);
    return width == 1 ? tm_.mk_var(terms::Sort::boolean(), unique) : tm_.mk_var(terms::Sort::bv(width), unique);
  };
  auto constant = [&](terms::u128 v) { return width == 1 ? tm_.mk_bool(v != 0) : tm_.mk_bv(v, width); };
  Term value;
  if (!replay_inputs_) {
    value = fresh();
  } else {
    const std::vector<terms::u128>& values = *replay_inputs_;
    if (!replay_count_) replay_count_ = tm_.mk_bv(0, 32);
    Term position = replay_count_;
    replay_count_ = tm_.mk_add(position, tm_.mk_bool_to_bv(guard, 32));
    if (position->is_const() && position->value >= values.size()) {
      // The counterexample's failure came before this input was read, so
      // replay need not go on: end the path (the caller sees nullptr).
      if (guard->is_true()) return nullptr;
      formula_.constraints.push_back(tm_.mk_not(guard));
      return fresh();
    } else if (position->is_const() && guard->is_true()) {
      value = constant(values[static_cast<size_t>(position->value)]);  // folds: deterministic code stays free
    } else {
      // The position (or whether this input is on the path) depends on
      // values that are not inputs (uninitialised memory): constrain.
      value = fresh();
      Term matches = tm_.mk_false();  // reading past the list is not the replayed path
      for (size_t i = 0; i < values.size(); ++i)
        matches = tm_.mk_or(matches,
                            tm_.mk_and(tm_.mk_eq(position, tm_.mk_bv(i, 32)), tm_.mk_eq(value, constant(values[i]))));
      formula_.constraints.push_back(tm_.mk_implies(guard, matches));
    }
  }
  TraceEvent event{TraceEvent::Kind::Input, guard, where, name, value};
  event.is_signed = is_signed;
  event.float_width = float_width;
  add_event(std::move(event));
  return value;
}

void Records::warn(const std::string& message) {
  if (warned_.insert(message).second) warnings_.push_back(message);
}

SourceLocation location_of(const llvm::Instruction& inst) {
  SourceLocation where;
  if (inst.getParent()) where.function = inst.getFunction()->getName().str();
  if (const llvm::DebugLoc& loc = inst.getDebugLoc()) {
    where.file = loc->getFilename().str();
    where.line = loc.getLine();
    where.column = loc.getCol();
  }
  return where;
}

const llvm::Instruction& Records::program_site(const llvm::CallBase& call) const {
  const llvm::Instruction* at = &call;
  for (auto site = call_sites.rbegin(); site != call_sites.rend() && !at->getDebugLoc(); ++site) at = *site;
  return *at;
}

// Feature literals of the shared swarm encoding (--swarm-encoding shared).
//
// Instead of one sliced module per configuration, the program is unrolled
// once, and every execution of a feature f (a log call of f, or the entry of
// function feature f) continues under the guard `guard ∧ ¬omit:f`. Fixing
// omit:f = true has the effect of slicing's assume(false) at the same place
// (the path's later checks, cuts and events get a false guard); fixing it
// false changes nothing. A configuration is then an assignment of these
// booleans, solved over the one formula (swarm/SharedEncoding.cpp).
Term Records::guard_by_feature(const std::string& feature, Term guard) {
  if (feature.empty()) return guard;
  auto [slot, inserted] = omit_literals_.try_emplace(feature, nullptr);
  if (inserted) slot->second = tm_.mk_var(terms::Sort::boolean(), "omit:" + feature);
  return tm_.mk_and(guard, tm_.mk_not(slot->second));
}

Term Records::log_lines_matched() {
  if (!log_lines_matched_) log_lines_matched_ = log_progress_start(tm_, checks_.log);
  return log_lines_matched_;
}

Term Records::log_requirement(Term guard, Term condition) {
  // Why counting over all paths is exact: the unroller records events and
  // checks in an order that extends every path's own order, and a marker
  // on another path than the model's has a false guard there.
  // The same makes --log-pattern's running ite exact: in a model, the
  // markers whose guard holds are the events of the model's one path, in
  // its order, so the last of them recorded before this check is the last
  // event before it on that path, and its `matched` bit is whether the
  // automaton accepts the events so far; with none, the start value is
  // whether it accepts the empty sequence.
  Term lines = log_lines_matched();
  if (!no_failure_yet_) no_failure_yet_ = tm_.mk_true();
  const uint32_t required = checks_.log.pattern ? 1 : checks_.log.lines;
  Term complete = tm_.mk_eq(lines, tm_.mk_bv(required, 32));
  Term restricted = tm_.mk_and(tm_.mk_and(guard, complete), no_failure_yet_);
  no_failure_yet_ = tm_.mk_and(no_failure_yet_, tm_.mk_implies(guard, condition));
  return restricted;
}

}  // namespace swarmbmc::encoder
