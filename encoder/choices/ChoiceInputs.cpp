// The unroller's side of named choices: a choice's input under the
// heuristic in force for its name (--choice, --choices), and the
// swarm_choose_* functions of include/swarmbmc.h.
#include <llvm/IR/Instructions.h>

#include "terms/float/FloatBv.h"
#include "ChoiceInputs.h"

namespace swarmbmc::encoder {

namespace {

Term constant_of(terms::TermManager& tm, const ChoiceType& type, terms::u128 bits) {
  return type.kind == ChoiceType::Kind::Boolean ? tm.mk_bool(bits != 0) : tm.mk_bv(bits, type.width);
}

/// lo <= value <= hi in the type's order (floats: IEEE, so NaN is outside).
Term in_range(terms::TermManager& tm, const ChoiceType& type, Term value, const Domain& domain) {
  const Term lo = constant_of(tm, type, domain.lo), hi = constant_of(tm, type, domain.hi);
  if (type.kind == ChoiceType::Kind::Float) {
    terms::FloatBv fp(tm, type.width == 32 ? terms::FloatFormat::binary32() : terms::FloatFormat::binary64());
    return tm.mk_and(fp.compare(terms::FloatPredicate::Ole, lo, value),
                     fp.compare(terms::FloatPredicate::Ole, value, hi));
  }
  if (type.kind == ChoiceType::Kind::Boolean)
    return domain.lo == domain.hi ? tm.mk_eq(value, lo) : tm.mk_bool(true);
  if (type.is_signed) return tm.mk_and(tm.mk_sle(lo, value), tm.mk_sle(value, hi));
  return tm.mk_and(tm.mk_ule(lo, value), tm.mk_ule(value, hi));
}

/// The assumption that `value` lies in `domain`.
Term in_domain(terms::TermManager& tm, const ChoiceType& type, Term value, const Domain& domain) {
  if (domain.range) return in_range(tm, type, value, domain);
  Term any_of = tm.mk_bool(false);
  for (terms::u128 bits : domain.values) any_of = tm.mk_or(any_of, tm.mk_eq(value, constant_of(tm, type, bits)));
  return any_of;
}

}  // namespace

ChoiceInputs::ChoiceInputs(TermManager& tm, Records& records, Instructions& instructions, const ChoiceRules& rules,
                           const std::vector<terms::u128>* replay_inputs)
    : tm_(tm),
      records_(records),
      formula_(records.formula()),
      instructions_(instructions),
      rules_(rules),
      replay_inputs_(replay_inputs) {}

const ChoiceSite& ChoiceInputs::choice_site_of(const llvm::CallBase& call) {
  auto known = choice_sites_.find(&call);
  if (known != choice_sites_.end()) return known->second;
  std::optional<ChoiceSite> site = choice_site(call);
  if (!site) throw UnsupportedConstruct{"input of unexpected type at " + location_of(call).short_form()};
  return choice_sites_.emplace(&call, std::move(*site)).first->second;
}

Term ChoiceInputs::choice_input(const ChoiceSite& site, const std::string& event_name, const SourceLocation& where,
                                PathState& state) {
  const ChoiceType& type = site.type;
  const unsigned float_width = type.kind == ChoiceType::Kind::Float ? type.width : 0;
  const Heuristic* heuristic = rules_.find(site.name);
  std::optional<Domain> domain = Domain{};
  if (heuristic) {
    std::string error;
    domain = domain_of(*heuristic, type, error);
    if (!domain) throw UnsupportedConstruct{"choice " + site.name + "=" + heuristic->text() + ": " + error};
  }
  const bool single = !domain->any && !domain->range && domain->values.size() == 1;
  Term value;
  if (single && !replay_inputs_) {
    // One value: a constant, so that everything computed from it folds.
    value = constant_of(tm_, type, domain->values.front());
    TraceEvent event{TraceEvent::Kind::Input, state.guard, where, event_name, value};
    event.is_signed = type.is_signed;
    event.float_width = float_width;
    records_.add_event(std::move(event));
  } else {
    value = records_.new_input(type.width, event_name, state.guard, where, type.is_signed, float_width);
    if (!value) return nullptr;  // replay ends here
    if (!domain->any) state.guard = tm_.mk_and(state.guard, in_domain(tm_, type, value, *domain));
  }
  if (!formula_.events.empty() && formula_.events.back().kind == TraceEvent::Kind::Input &&
      formula_.events.back().value == value) {
    formula_.events.back().choice = site.name;
    formula_.events.back().choice_restricted = !domain->any;
  }
  return value;
}

bool ChoiceInputs::swarm_choose_call(Frame& frame, const llvm::CallBase& call, PathState& state) {
  const ChoiceSite& site = choice_site_of(call);
  if (site.name.empty())
    throw UnsupportedConstruct{site.function + " whose name is no constant string"};
  Term value = choice_input(site, site.function + "(\"" + site.name + "\")", location_of(call), state);
  if (!value) return false;  // replay ends here
  if (site.function == "swarm_choose_int" && call.arg_size() == 3) {  // lo <= v <= hi, as the native fallback clamps
    Term lo = instructions_.scalar_of(frame, call.getArgOperand(1), state),
         hi = instructions_.scalar_of(frame, call.getArgOperand(2), state);
    state.guard = tm_.mk_and(state.guard, tm_.mk_and(tm_.mk_sle(lo, value), tm_.mk_sle(value, hi)));
  }
  frame.values[&call] = SymValue::scalar(value);
  return !state.guard->is_false();
}

}  // namespace swarmbmc::encoder
