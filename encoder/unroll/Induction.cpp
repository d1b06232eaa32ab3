// The unroller's part of k-induction (encoder/induction/KInduction.h): in
// the inductive step, the loop starts from an arbitrary state and runs at
// most k+1 passes, the first k of them assumed to violate nothing.
//
// Why exits before pass k are cut: the step asks whether k passes without
// a violation can be followed by a violating step, where a step is one
// pass, or the exit and everything after it. An execution that leaves the
// loop earlier has no k passes before its exit; the base case (plain BMC
// at depth k) covers it.
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include "Unroller.h"

namespace swarmbmc::encoder {

bool Unroller::is_induction_frame(const Activation& frame) const {
  return records_.call_stack.size() == 1 && frame.function == options_.induction->header->getParent();
}

bool Unroller::induction_edge(Activation& frame, const llvm::BasicBlock& from, const llvm::BasicBlock& to,
                              PathState& next, std::vector<SymValue>& phi_values) {
  const InductionLoop& induction = *options_.induction;
  if (!induction.step) return true;
  const llvm::Loop* loop = frame.order->loop_with_header(induction.header);
  if (!loop) return true;  // not reachable as a loop here: nothing to count
  const bool from_inside = loop->contains(&from), to_inside = loop->contains(&to);
  const unsigned pass = frame.iterations[loop];
  if (&to == induction.header && from_inside && induction.check_invariants) {
    check_invariant_candidates(next.guard, phi_values);
    return false;  // Houdini looks at one pass only
  }
  if (&to == induction.header && from_inside) return pass < induction.k;  // passes 0..k only
  if (from_inside && !to_inside) return pass == induction.k;              // exits of pass k only
  if (&to == induction.header) havoc_for_induction(frame, next, phi_values);
  return true;
}

void Unroller::havoc_for_induction(Activation& frame, PathState& state, std::vector<SymValue>& phi_values) {
  const InductionLoop& induction = *options_.induction;
  size_t j = 0;
  induction_entry_values_ = phi_values;  // what relations compare with
  for (const llvm::PHINode& phi : induction.header->phis())
    phi_values.at(j++) = memory_.fresh_value(phi.getType(), "k-induction:" + phi.getName().str());
  for (const PhiBound& bound : induction.invariants)  // proven to hold at the header in every pass
    formula_.constraints.push_back(tm_.mk_implies(state.guard, phi_bound_holds(bound, phi_values)));
  if (induction.havoc_everything) {  // the loop writes where the analysis cannot name (LoopEffects.h)
    for (unsigned id = 1; id < state.memory.size(); ++id) {
      const MemoryObject& object = memory_.objects().at(id);
      if (!state.memory[id] || object.is_function || object.read_only) continue;
      state.memory[id] = tm_.mk_var(terms::Sort::array(), "k-induction." + object.name);
    }
  }
  for (const llvm::Value* object : induction.havoc)
    memory_.havoc_pointee(instructions_.value_of(frame, object, state), "k-induction", state);
  // The rounding mode is path state a loop may change: any mode at the
  // header, if the program can set one at all.
  if (state.rounding_mode || frame.function->getParent()->getFunction("fesetround"))
    state.rounding_mode = tm_.mk_var(terms::Sort::bv(2), "k-induction:rounding-mode");
  for (const llvm::Value* object : induction.lifetimes) {
    const SymValue pointer = instructions_.value_of(frame, object, state);
    std::vector<unsigned> ids;
    if (!possible_objects(pointer.object, ids)) continue;
    for (unsigned id : ids)
      if (id < state.alive.size())
        state.alive[id] = tm_.mk_var(terms::Sort::boolean(), "k-induction:alive." + memory_.objects().at(id).name);
  }
}

Term Unroller::phi_bound_holds(const PhiBound& bound, const std::vector<SymValue>& values) {
  const Term v = values.at(bound.phi).term;
  if (bound.kind == PhiBound::Kind::Residue || bound.kind == PhiBound::Kind::ResidueAbove) {
    const Term v0 = induction_entry_values_.at(bound.phi).term;
    const Term same = tm_.mk_eq(tm_.mk_extract(v, bound.low_bits - 1, 0), tm_.mk_extract(v0, bound.low_bits - 1, 0));
    if (bound.kind == PhiBound::Kind::Residue) return same;
    const Term c = tm_.mk_bv(bound.value, v->width());
    return tm_.mk_implies(bound.is_signed ? tm_.mk_sle(c, v) : tm_.mk_ule(c, v), same);
  }
  if (bound.kind != PhiBound::Kind::Bound) {  // phi op other, as on entry
    const Term w = values.at(bound.other).term;
    const Term v0 = induction_entry_values_.at(bound.phi).term, w0 = induction_entry_values_.at(bound.other).term;
    if (bound.kind == PhiBound::Kind::Sum) return tm_.mk_eq(tm_.mk_add(v, w), tm_.mk_add(v0, w0));
    return tm_.mk_eq(tm_.mk_sub(v, w), tm_.mk_sub(v0, w0));
  }
  const Term c = tm_.mk_bv(bound.value, v->width());
  if (bound.upper) return bound.is_signed ? tm_.mk_sle(v, c) : tm_.mk_ule(v, c);
  return bound.is_signed ? tm_.mk_sle(c, v) : tm_.mk_ule(c, v);
}

void Unroller::check_invariant_candidates(Term guard, const std::vector<SymValue>& next_values) {
  const InductionLoop& induction = *options_.induction;
  const llvm::Instruction& at = *induction.header->getFirstNonPHI();
  for (size_t i = 0; i < induction.invariants.size(); ++i) {
    const PhiBound& bound = induction.invariants[i];
    // Straight into the checks: in pass 0 add_check would make it a constraint.
    formula_.checks.push_back({PropertyKind::Assertion, "invariant candidate " + std::to_string(i) + ": " + bound.text,
                               location_of(at), guard, phi_bound_holds(bound, next_values),
                               formula_.events.size()});
  }
}

void Unroller::enter_induction_block(Activation& frame, const llvm::BasicBlock& block) {
  const InductionLoop& induction = *options_.induction;
  const llvm::Loop* loop = induction.step ? frame.order->loop_with_header(induction.header) : nullptr;
  records_.checks_assumed = loop && loop->contains(&block) && frame.iterations[loop] < induction.k;
}

}  // namespace swarmbmc::encoder
