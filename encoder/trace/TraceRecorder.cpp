// Trace events the unroller records for the counterexample only: values of
// source variables (from debug records and stores into declared
// variables) and log events. None of them changes the formula.
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DebugProgramInstruction.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>

#include "TraceRecorder.h"

#include "DebugNames.h"

namespace swarmbmc::encoder {

namespace {

/// The stack slot or global a pointer is computed from (through GEPs and casts).
const llvm::Value* base_variable(const llvm::Value* pointer) {
  for (;;) {
    if (const auto* gep = llvm::dyn_cast<llvm::GEPOperator>(pointer))
      pointer = gep->getPointerOperand();
    else if (const auto* cast = llvm::dyn_cast<llvm::BitCastOperator>(pointer))
      pointer = cast->getOperand(0);
    else
      return pointer;
  }
}

}  // namespace

EventValue event_value(const SymValue& value, const llvm::Type* type) {
  EventValue event;
  if (value.is_scalar()) event.scalar = value.term;
  // Only float and double are bit-exact circuits; long double's bits stay an integer.
  if (event.scalar && type && (type->isFloatTy() || type->isDoubleTy()))
    event.float_width = type->getPrimitiveSizeInBits();
  if (value.is_pointer()) {
    event.object = value.object;
    event.offset = value.offset;
  }
  return event;
}

void TraceRecorder::record_debug_values(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  for (const llvm::DbgVariableRecord& record : llvm::filterDbgVars(inst.getDbgRecordRange())) {
    if (record.getType() == llvm::DbgVariableRecord::LocationType::Declare || record.isKillLocation() || record.getNumVariableLocationOps() != 1 ||
        record.getExpression()->getNumElements() != 0)
      continue;  // no value, or a value the expression transforms (not at -O0)
    const llvm::Value* described = record.getVariableLocationOp(0);
    if (!described || llvm::isa<llvm::UndefValue>(described) || llvm::isa<llvm::MetadataAsValue>(described)) continue;
    if (!llvm::isa<llvm::Constant>(described) && !frame.values.count(described)) continue;
    SymValue value;
    try {
      value = instructions_.value_of(frame, described, state);
    } catch (const UnsupportedConstruct&) {
      continue;  // shown only in the trace: leave it out
    }
    const llvm::DILocalVariable* variable = record.getVariable();
    // The assignment happened where the value was computed; a parameter's
    // or phi's value has no such place: use the next instruction's.
    SourceLocation where = location_of(inst);
    if (const auto* defining = llvm::dyn_cast<llvm::Instruction>(described))
      if (defining->getDebugLoc() && defining->getDebugLoc().getLine() != 0) where = location_of(*defining);
    if (llvm::isa<llvm::Argument>(described) && variable->getLine() != 0) {
      where.line = variable->getLine();
      where.column = 0;
    }
    TraceEvent event{TraceEvent::Kind::Assignment, state.guard, where, variable->getName().str()};
    event.result = event_value(value, described->getType());
    event.result.is_signed = is_signed_type(variable->getType());
    if (!event.result.present()) continue;
    event.type = c_type_name(variable->getType());
    records_.add_event(std::move(event));
  }
}

void TraceRecorder::record_store(Frame& frame, const llvm::StoreInst& store, PathState& state) {
  if (!variables_indexed_) {
    variables_indexed_ = true;
    for (const llvm::GlobalVariable& global : module_.globals()) {
      llvm::SmallVector<llvm::DIGlobalVariableExpression*, 1> infos;
      global.getDebugInfo(infos);
      if (!infos.empty()) variables_[&global] = infos.front()->getVariable();
    }
  }
  const llvm::Value* base = base_variable(store.getPointerOperand());
  if (!variables_.count(base) && !llvm::isa<llvm::AllocaInst>(base) && !llvm::isa<llvm::GlobalValue>(base)) {
    record_store_through_pointer(frame, store, base, state);
    return;
  }
  auto known = variables_.find(base);
  if (known == variables_.end()) {
    const auto* slot = llvm::dyn_cast<llvm::AllocaInst>(base);
    if (!slot) return;
    const llvm::DIVariable* variable = nullptr;
    for (const llvm::DbgVariableRecord* declare : llvm::findDVRDeclares(const_cast<llvm::AllocaInst*>(slot)))
      variable = declare->getVariable();
    known = variables_.emplace(base, variable).first;
  }
  if (!known->second) return;
  SymValue value, pointer;
  try {
    value = instructions_.value_of(frame, store.getValueOperand(), state);
    pointer = instructions_.value_of(frame, store.getPointerOperand(), state);
  } catch (const UnsupportedConstruct&) {
    return;
  }
  TraceEvent event{TraceEvent::Kind::Assignment, state.guard, location_of(store), known->second->getName().str()};
  event.result = event_value(value, store.getValueOperand()->getType());
  if (!event.result.present() || !pointer.is_pointer()) return;
  event.variable_type = known->second->getType();
  event.variable_offset = pointer.offset;
  event.type = c_type_name(event.variable_type);
  records_.add_event(std::move(event));
}

/// A store through a pointer held in a source variable (`n->value = 7`,
/// `p[i] = x`): named after that variable and the pointee's debug type.
void TraceRecorder::record_store_through_pointer(Frame& frame, const llvm::StoreInst& store, const llvm::Value* base,
                                                 PathState& state) {
  auto known = pointer_variables_.find(base);
  if (known == pointer_variables_.end()) {
    const llvm::DILocalVariable* variable = nullptr;
    llvm::SmallVector<llvm::DbgValueInst*, 1> intrinsics;
    llvm::SmallVector<llvm::DbgVariableRecord*, 1> records;
    llvm::findDbgValues(intrinsics, const_cast<llvm::Value*>(base), &records);
    for (const llvm::DbgVariableRecord* record : records)
      if (pointee_type(record->getVariable()->getType())) variable = record->getVariable();
    known = pointer_variables_.emplace(base, variable).first;
  }
  if (!known->second || !frame.values.count(base)) return;
  SymValue value, pointer;
  try {
    value = instructions_.value_of(frame, store.getValueOperand(), state);
    pointer = instructions_.value_of(frame, store.getPointerOperand(), state);
  } catch (const UnsupportedConstruct&) {
    return;
  }
  const SymValue& start = frame.values.at(base);
  if (!pointer.is_pointer() || !start.is_pointer()) return;
  TraceEvent event{TraceEvent::Kind::Assignment, state.guard, location_of(store), known->second->getName().str()};
  event.result = event_value(value, store.getValueOperand()->getType());
  if (!event.result.present()) return;
  event.variable_type = pointee_type(known->second->getType());
  // The difference is taken in the model: trace events add no terms.
  event.variable_offset = pointer.offset;
  event.pointer_start = start.offset;
  event.through_pointer = true;
  event.type = c_type_name(event.variable_type);
  records_.add_event(std::move(event));
}

TraceRecorder::TraceRecorder(const llvm::Module& module, TermManager& tm, Records& records, Instructions& instructions,
                             const CheckSelection& checks, const std::vector<std::string>& log_functions,
                             const std::function<std::string(const llvm::CallBase&)>& feature_of_call)
    : module_(module),
      tm_(tm),
      records_(records),
      instructions_(instructions),
      checks_(checks),
      log_functions_(log_functions),
      feature_of_call_(feature_of_call) {}

bool TraceRecorder::is_log_function(llvm::StringRef name) const {
  if (name == "swarm_log") return true;
  for (const std::string& log_function : log_functions_)
    if (name == log_function) return true;
  return false;
}

void TraceRecorder::record_log(const llvm::CallBase& call, PathState& state, const std::string& feature) {
  if (feature_of_call_) state.guard = records_.guard_by_feature(feature_of_call_(call), state.guard);
  if (feature.empty()) return;  // not a constant string: not a feature (as logsrt sees it)
  if (checks_.log.enabled) return;  // the marker before it records the event, with its line
  TraceEvent event{TraceEvent::Kind::Log, state.guard, location_of(call), feature};
  if (const llvm::Function* callee = call.getCalledFunction()) event.log_function = callee->getName().str();
  records_.add_event(std::move(event));
}

bool TraceRecorder::record_log_line(Frame& frame, const llvm::CallBase& call, PathState& state,
                                    const std::string& feature, const std::string& log_function) {
  TraceEvent event{TraceEvent::Kind::Log, state.guard, location_of(call), feature};
  event.log_function = log_function;
  Term matched = instructions_.scalar_of(frame, call.getArgOperand(3), state);
  Term lines = records_.log_lines_matched();
  if (checks_.log.pattern) {
    // --log-pattern: the count is 1 when the last event (in recording
    // order) whose guard holds accepted, else 0. The position is an
    // automaton state, not a line: the trace shows no line number.
    records_.set_log_lines_matched(
        tm_.mk_ite(state.guard, tm_.mk_ite(matched, tm_.mk_bv(1, 32), tm_.mk_bv(0, 32)), lines));
  } else {
    event.log_position = instructions_.scalar_of(frame, call.getArgOperand(2), state);
    event.log_matched = matched;
    Term counted = tm_.mk_and(state.guard, matched);
    records_.set_log_lines_matched(tm_.mk_add(lines, tm_.mk_ite(counted, tm_.mk_bv(1, 32), tm_.mk_bv(0, 32))));
  }
  records_.add_event(std::move(event));
  return true;
}

void TraceRecorder::check_log_reached(const PathState& state, const llvm::Instruction& at) {
  if (checks_.enabled(PropertyKind::LogReached))
    records_.add_check(PropertyKind::LogReached,
                       checks_.log.pattern ? "the program ended after a sequence of events the pattern matches"
                                                   : "the program ended after printing the whole log",
                       at, state.guard, tm_.mk_false());
}

}  // namespace swarmbmc::encoder
