// The walk: functions, blocks, edges and merges. See Unroller.h for the scheme.
#include "Unroller.h"

#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <cassert>
#include <set>
#include <unordered_map>

#include "frontend/IrConventions.h"

namespace swarmbmc::encoder {
namespace {

}  // namespace

Unroller::Unroller(const llvm::Module& module, TermManager& tm, const UnrollOptions& options)
    : module_(module),
      layout_(module.getDataLayout()),
      pointers_(PointerLayout::for_width(layout_.getPointerSizeInBits())),
      tm_(tm),
      options_(options),
      records_(tm, options_.checks, options_.replay_inputs),
      formula_(records_.formula()),
      memory_(module, tm, records_, options_.checks, options_.malloc_may_fail),
      checks_(tm, records_, options_.checks),
      instructions_(module, tm, records_, memory_, checks_),
      trace_(module, tm, records_, instructions_, options_.checks, options_.log_functions, options_.feature_of_call),
      choices_(tm, records_, instructions_, options_.choices, options_.replay_inputs),
      streams_(tm, records_, instructions_, memory_, options_.io),
      outputs_(module, tm, records_, instructions_, memory_),
      calls_(module, tm, records_, memory_, checks_, instructions_, trace_, choices_, streams_, outputs_, *this,
             {options_.checks, options_.depth, options_.entry, options_.strict_externals, options_.assume_no_callback}),
      entry_(module, tm, records_, memory_, instructions_, trace_, *this,
             {options_.entry, options_.io, options_.max_argc, options_.max_arg_length}) {}

Unroller::~Unroller() = default;

Formula Unroller::run() {
  const llvm::Function* entry = module_.getFunction(options_.entry);
  assert(entry && !entry->isDeclaration() && "the frontend checks the entry exists");
  entry_.run_program(*entry);
  return take_formula();
}

Formula Unroller::take_formula() {
  for (unsigned id = 0; id < memory_.objects().count(); ++id)
    formula_.object_names.push_back(memory_.objects().at(id).name);
  return std::move(formula_);
}

void Unroller::run_exit_handlers(PathState state, const llvm::Instruction* at) {
  entry_.run_exit_handlers(std::move(state), at);
}

bool Unroller::register_exit_handler(Frame& frame, const llvm::CallBase& call, PathState& state) {
  return entry_.register_exit_handler(frame, call, state);
}

const BlockOrder& Unroller::order_for(const llvm::Function& function) {
  auto& order = orders_[&function];
  if (!order) order = std::make_unique<BlockOrder>(function);
  return *order;
}

void Unroller::poll_stop() {
  // The stop flag at every instruction (a relaxed load: a few cycles; one
  // instruction over big memories can take milliseconds, 256 of them far
  // more), the live counter every 256.
  if (options_.stop && options_.stop->load(std::memory_order_relaxed)) throw Interrupted{};
  if ((instructions_unrolled_ & 255) == 0 && options_.live_instructions)
    options_.live_instructions->store(instructions_unrolled_, std::memory_order_relaxed);
  if (options_.early_check && tm_.size() >= std::max(next_early_check_terms_, options_.early_check_terms))
    check_early();
}

void Unroller::check_early() {
  next_early_check_terms_ = 2 * tm_.size();
  if (formula_.checks.size() == checks_at_early_check_) return;
  checks_at_early_check_ = formula_.checks.size();
  if (options_.early_check(formula_)) throw CounterexampleFound{};
}

CallResult Unroller::call_function(const llvm::Function& function, std::vector<SymValue> arguments, PathState state,
                                   SymValue varargs) {
  Activation frame;
  frame.function = &function;
  frame.varargs = std::move(varargs);
  frame.order = &order_for(function);
  for (const llvm::Argument& argument : function.args())
    frame.values[&argument] = std::move(arguments.at(argument.getArgNo()));
  const auto& blocks = frame.order->blocks();
  frame.pending.resize(blocks.size());
  if (options_.feature_of_function)
    state.guard = records_.guard_by_feature(options_.feature_of_function(function), state.guard);
  frame.pending[0].push_back({std::move(state), {}});
  records_.call_stack.push_back(&function);

  bool via_back_edge = false;
  for (size_t pc = 0; pc < blocks.size();) {
    std::vector<Pending> entries = std::move(frame.pending[pc]);
    frame.pending[pc].clear();
    if (entries.empty()) {
      ++pc;
      via_back_edge = false;
      continue;
    }
    const llvm::BasicBlock& block = *blocks[pc];
    if (const llvm::Loop* loop = frame.order->loop_with_header(&block); loop && !via_back_edge)
      frame.iterations[loop] = 0;  // entering the loop afresh
    frame.current = static_cast<int>(pc);
    if (options_.induction && is_induction_frame(frame)) enter_induction_block(frame, block);
    PathState merged = merge_pending(frame, block, entries);
    const int jump = execute_block(frame, block, std::move(merged));
    via_back_edge = jump >= 0;
    pc = jump >= 0 ? static_cast<size_t>(jump) : pc + 1;
  }
  records_.call_stack.pop_back();

  CallResult result;
  if (frame.returns.empty()) return result;
  result.returned = true;
  result.state = std::move(frame.returns[0].state);
  result.value = std::move(frame.returns[0].value);
  for (size_t i = 1; i < frame.returns.size(); ++i) {
    Returned& other = frame.returns[i];
    Term pick_other = memory_.merge_into(result.state, other.state);
    if (other.value.kind != SymValue::Kind::None)
      result.value = memory_.merge_value(pick_other, other.value, result.value);
  }
  memory_.end_lifetimes(frame.locals, result.state);
  return result;
}

PathState Unroller::merge_pending(Activation& frame, const llvm::BasicBlock& block, std::vector<Pending>& entries) {
  PathState state = std::move(entries[0].state);
  std::vector<SymValue> phis = std::move(entries[0].phi_values);
  for (size_t i = 1; i < entries.size(); ++i) {
    Pending& other = entries[i];
    Term pick_other = memory_.merge_into(state, other.state);
    for (size_t j = 0; j < phis.size(); ++j) phis[j] = memory_.merge_value(pick_other, other.phi_values[j], phis[j]);
  }
  size_t j = 0;
  for (const llvm::PHINode& phi : block.phis()) frame.values[&phi] = std::move(phis.at(j++));
  return state;
}

bool Unroller::execute_instruction(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  records_.executing_guard = state.guard;
  records_.executing = &inst;
  try {
    if (!involves_floating_point(inst) && inst.getOpcode() == llvm::Instruction::Call)
      return calls_.execute_call(frame, llvm::cast<llvm::CallBase>(inst), state);
    if (!involves_floating_point(inst) && inst.getOpcode() == llvm::Instruction::VAArg) {
      frame.values[&inst] = calls_.va_arg(frame, llvm::cast<llvm::VAArgInst>(inst), state);
      return true;
    }
    return instructions_.execute(frame, inst, state);
  } catch (const UnsupportedConstruct& unsupported) {
    formula_.unsupported.push_back({unsupported.what + " at " + location_of(inst).short_form(), state.guard});
    return false;
  }
}

int Unroller::execute_block(Activation& frame, const llvm::BasicBlock& block, PathState state) {
  for (const llvm::Instruction& inst : block) {
    if (llvm::isa<llvm::PHINode>(inst)) continue;
    ++instructions_unrolled_;
    poll_stop();
    trace_.record_debug_values(frame, inst, state);
    if (inst.isTerminator()) return execute_terminator(frame, inst, state);
    if (!execute_instruction(frame, inst, state)) return -1;  // path ended here
    if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst)) trace_.record_store(frame, *store, state);
  }
  return -1;
}

int Unroller::execute_terminator(Activation& frame, const llvm::Instruction& terminator, PathState& state) {
  int jump = -1;
  const llvm::BasicBlock& from = *terminator.getParent();
  try {
    if (const auto* br = llvm::dyn_cast<llvm::BranchInst>(&terminator)) {
      if (br->isUnconditional()) {
        take_edge(frame, from, *br->getSuccessor(0), state, tm_.mk_true(), jump);
      } else {
        Term c = instructions_.scalar_of(frame, br->getCondition(), state);
        if (br->getSuccessor(0) == br->getSuccessor(1)) {
          take_edge(frame, from, *br->getSuccessor(0), state, tm_.mk_true(), jump);
        } else {
          take_edge(frame, from, *br->getSuccessor(0), state, c, jump);
          take_edge(frame, from, *br->getSuccessor(1), state, tm_.mk_not(c), jump);
        }
      }
    } else if (const auto* sw = llvm::dyn_cast<llvm::SwitchInst>(&terminator)) {
      Term value = instructions_.scalar_of(frame, sw->getCondition(), state);
      // One edge per distinct successor, under the disjunction of its cases.
      std::vector<std::pair<const llvm::BasicBlock*, Term>> edges;
      Term no_case = tm_.mk_true();
      auto add_condition = [&](const llvm::BasicBlock* target, Term c) {
        for (auto& [block, condition] : edges)
          if (block == target) {
            condition = tm_.mk_or(condition, c);
            return;
          }
        edges.push_back({target, c});
      };
      for (const auto& c : sw->cases()) {
        Term matches = tm_.mk_eq(value, instructions_.constant_value(c.getCaseValue(), state).term);
        add_condition(c.getCaseSuccessor(), matches);
        no_case = tm_.mk_and(no_case, tm_.mk_not(matches));
      }
      add_condition(sw->getDefaultDest(), no_case);
      for (auto& [target, condition] : edges) take_edge(frame, from, *target, state, condition, jump);
    } else if (const auto* ret = llvm::dyn_cast<llvm::ReturnInst>(&terminator)) {
      SymValue value;
      if (ret->getReturnValue()) value = instructions_.value_of(frame, ret->getReturnValue(), state);
      frame.returns.push_back({std::move(state), std::move(value)});
    } else if (llvm::isa<llvm::UnreachableInst>(terminator)) {
      // Reached only after calls that do not return (abort, exit,
      // __assert_fail) whose paths already ended; any other path here is
      // undefined behaviour and ends like assume(false).
    } else {
      throw UnsupportedConstruct{std::string("terminator '") + terminator.getOpcodeName() + "'"};
    }
  } catch (const UnsupportedConstruct& unsupported) {
    formula_.unsupported.push_back({unsupported.what + " at " + location_of(terminator).short_form(), state.guard});
    return -1;
  }
  return jump;
}

void Unroller::take_edge(Activation& frame, const llvm::BasicBlock& from, const llvm::BasicBlock& to,
                         const PathState& state, Term condition, int& jump) {
  Term guard = tm_.mk_and(state.guard, condition);
  if (guard->is_false()) return;
  PathState next{guard, state.memory, state.alive, state.rounding_mode};
  std::vector<SymValue> phi_values;
  for (const llvm::PHINode& phi : to.phis())
    phi_values.push_back(instructions_.value_of(frame, phi.getIncomingValueForBlock(&from), next));
  const int target = frame.order->index_of(&to);
  const bool induction_frame = options_.induction && is_induction_frame(frame);
  if (induction_frame && !induction_edge(frame, from, to, next, phi_values)) return;
  if (frame.order->is_back_edge(&from, &to)) {
    const llvm::Loop* loop = frame.order->loop_with_header(&to);
    unsigned& iterations = frame.iterations[loop];
    if (iterations >= options_.depth && induction_frame && &to == options_.induction->header) {
      formula_.induction_cuts.push_back(guard);  // k-induction's loop: the base case records it apart
      return;
    }
    if (iterations >= options_.depth) {
      SourceLocation where;
      if (const llvm::DebugLoc start = loop->getStartLoc()) {
        where.file = start->getFilename().str();
        where.line = start.getLine();
      }
      where.function = frame.function->getName().str();
      formula_.unwindings.push_back({"loop at " + where.short_form(), guard});
      return;
    }
    ++iterations;
    frame.pending[target].push_back({std::move(next), std::move(phi_values)});
    jump = target;
    return;
  }
  if (target <= frame.current)
    throw UnsupportedConstruct{"irreducible control flow (edge " + from.getName().str() + " -> " +
                               to.getName().str() + ")"};
  frame.pending[target].push_back({std::move(next), std::move(phi_values)});
}

}  // namespace swarmbmc::encoder
