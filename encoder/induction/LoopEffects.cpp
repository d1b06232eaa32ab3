#include "LoopEffects.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include <set>


namespace swarmbmc::encoder {

namespace {

/// Whether a value of `type` can hold a pointer.
bool holds_pointers(const llvm::Type* type) {
  if (type->isPointerTy()) return true;
  if (const auto* array = llvm::dyn_cast<llvm::ArrayType>(type)) return holds_pointers(array->getElementType());
  if (const auto* vector = llvm::dyn_cast<llvm::VectorType>(type)) return holds_pointers(vector->getElementType());
  if (const auto* structure = llvm::dyn_cast<llvm::StructType>(type))
    for (const llvm::Type* element : structure->elements())
      if (holds_pointers(element)) return true;
  return false;
}

/// Functions that create or destroy objects, or register exit handlers:
/// a state that starts at the loop's header would lack what earlier passes did.
bool creates_objects(llvm::StringRef name) {
  static const std::set<std::string> functions = {
      "malloc", "calloc", "realloc", "free", "aligned_alloc", "posix_memalign", "valloc", "memalign",
      "reallocarray", "strdup", "strndup", "_Znwm", "_Znam", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm",
      "atexit", "on_exit", "__cxa_atexit", "at_quick_exit"};
  return functions.count(name.str()) > 0;
}

/// Whether some call in `module` may create an object holding pointers:
/// the heap, or a declaration (unmodelled, or a nondet pointer) returning a pointer.
bool module_may_create_pointer_objects(const llvm::Module& module) {
  for (const llvm::Function& function : module)
    for (const llvm::BasicBlock& block : function)
      for (const llvm::Instruction& inst : block) {
        const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
        // Through the called operand: a K&R declaration called under -m32
        // has no getCalledFunction() (the call's type differs) but is called.
        const llvm::Function* callee =
            call ? llvm::dyn_cast<llvm::Function>(call->getCalledOperand()->stripPointerCasts()) : nullptr;
        if (!callee) continue;
        if (creates_objects(callee->getName())) return true;
        if (callee->isDeclaration() && !callee->isIntrinsic() && callee->getReturnType()->isPointerTy()) return true;
      }
  return false;
}

/// Declarations the unroller models without writing program memory.
bool writes_no_memory(const llvm::Function& callee) {
  const llvm::StringRef name = callee.getName();
  if (callee.doesNotAccessMemory() || callee.onlyReadsMemory()) return true;
  if (name.starts_with("__VERIFIER_nondet") || name.starts_with("__swarmbmc_")) return true;
  static const std::set<std::string> pure = {"__VERIFIER_assume", "__VERIFIER_error", "reach_error", "__assert_fail",
                                             "abort", "exit", "_Exit", "swarm_log"};
  return pure.count(name.str()) > 0;
}

class EffectsWalk {
 public:
  explicit EffectsWalk(const llvm::Function& entry) : entry_(entry) {}

  void walk_loop(const llvm::Loop& loop) {
    for (const llvm::BasicBlock* block : loop.blocks())
      for (const llvm::Instruction& inst : *block) visit(inst, true);
  }
  LoopEffects finish(const llvm::Loop& loop);

 private:
  void visit(const llvm::Instruction& inst, bool in_entry);
  void visit_call(const llvm::CallBase& call, bool in_entry);
  void visit_function(const llvm::Function& function);
  /// A write through `pointer`: its object, or unknown.
  void written_through(const llvm::Value* pointer, bool in_entry);
  void refuse(const std::string& why) {
    if (effects_.not_eligible.empty()) effects_.not_eligible = why;
  }

  const llvm::Function& entry_;
  LoopEffects effects_;
  std::set<const llvm::Value*> written_;
  std::set<const llvm::Value*> lifetimes_;
  std::set<const llvm::Function*> visited_;
  bool unknown_writes_ = false;
};

void EffectsWalk::visit(const llvm::Instruction& inst, bool in_entry) {
  if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst)) return written_through(store->getPointerOperand(), in_entry);
  if (const auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&inst)) return written_through(rmw->getPointerOperand(), in_entry);
  if (const auto* cas = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(&inst)) return written_through(cas->getPointerOperand(), in_entry);
  if (llvm::isa<llvm::AllocaInst>(inst) && in_entry) return refuse("the loop allocates stack memory in each iteration");
  if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst)) visit_call(*call, in_entry);
}

void EffectsWalk::visit_call(const llvm::CallBase& call, bool in_entry) {
  const llvm::Function* callee = call.getCalledFunction();
  if (!callee) {
    unknown_writes_ = true;  // through a function pointer: any function whose address is taken
    for (const llvm::Function& f : *entry_.getParent())
      if (f.hasAddressTaken() && !f.isDeclaration()) visit_function(f);
    return;
  }
  if (const auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&call)) {
    switch (intrinsic->getIntrinsicID()) {
      case llvm::Intrinsic::memset: case llvm::Intrinsic::memcpy: case llvm::Intrinsic::memmove:
      case llvm::Intrinsic::memcpy_inline: case llvm::Intrinsic::memset_inline:
        return written_through(call.getArgOperand(0), in_entry);
      case llvm::Intrinsic::lifetime_start: case llvm::Intrinsic::lifetime_end: {
        const llvm::Value* object = llvm::getUnderlyingObject(call.getArgOperand(1));
        if (in_entry && llvm::isa<llvm::AllocaInst>(object)) lifetimes_.insert(object);
        return;
      }
      default:
        if (!callee->doesNotAccessMemory() && !callee->onlyReadsMemory() &&
            !intrinsic->isAssumeLikeIntrinsic() && !llvm::isa<llvm::DbgInfoIntrinsic>(intrinsic))
          unknown_writes_ = true;
        return;
    }
  }
  if (creates_objects(callee->getName()))
    return refuse("the loop creates or frees objects or registers exit handlers ('" + callee->getName().str() + "')");
  if (!callee->isDeclaration()) return visit_function(*callee);
  if (!writes_no_memory(*callee)) unknown_writes_ = true;  // unmodelled: overwrites what its arguments point to
}

void EffectsWalk::visit_function(const llvm::Function& function) {
  if (&function == &entry_) return refuse("the loop calls the entry function");
  if (!visited_.insert(&function).second) return;
  for (const llvm::BasicBlock& block : function)
    for (const llvm::Instruction& inst : block) visit(inst, false);
}

void EffectsWalk::written_through(const llvm::Value* pointer, bool in_entry) {
  const llvm::Value* object = llvm::getUnderlyingObject(pointer, 0);
  if (const auto* global = llvm::dyn_cast<llvm::GlobalVariable>(object)) {
    written_.insert(global);
    return;
  }
  if (const auto* slot = llvm::dyn_cast<llvm::AllocaInst>(object)) {
    if (slot->getFunction() == &entry_) written_.insert(slot);
    else if (in_entry) unknown_writes_ = true;
    return;  // a callee's own stack slot lives and dies within the call
  }
  unknown_writes_ = true;
}

LoopEffects EffectsWalk::finish(const llvm::Loop& loop) {
  for (const llvm::PHINode& phi : loop.getHeader()->phis())
    if (!phi.getType()->isIntegerTy()) refuse("a variable of the loop is not an integer ('" + phi.getName().str() + "')");
  if (unknown_writes_) {  // havoc more: every object; then each object that exists must be pointer-free
    effects_.havoc_everything = true;
    for (const llvm::Instruction& inst : entry_.getEntryBlock())
      if (llvm::isa<llvm::AllocaInst>(inst)) written_.insert(&inst);
    for (const llvm::GlobalVariable& global : entry_.getParent()->globals())
      if (!global.isConstant()) written_.insert(&global);
    for (const llvm::Argument& argument : entry_.args())
      if (holds_pointers(argument.getType()))
        refuse("the loop writes through pointers the analysis cannot follow, and '" + entry_.getName().str() +
               "' has pointer arguments (argv)");
    if (module_may_create_pointer_objects(*entry_.getParent()))
      refuse("the loop writes through pointers the analysis cannot follow, and the program creates objects "
             "(heap, unmodelled functions) that may hold pointers");
  }
  for (const llvm::Value* value : written_) {
    const llvm::Type* type = llvm::isa<llvm::AllocaInst>(value) ? llvm::cast<llvm::AllocaInst>(value)->getAllocatedType()
                                                                 : llvm::cast<llvm::GlobalVariable>(value)->getValueType();
    if (holds_pointers(type)) refuse("the loop may modify memory that holds pointers ('" + value->getName().str() + "')");
  }
  // Ordered by position in the module, so the havoc (and its variable names) is deterministic.
  for (const llvm::Instruction& inst : entry_.getEntryBlock())
    if (written_.count(&inst)) effects_.written.push_back(&inst);
  for (const llvm::GlobalVariable& global : entry_.getParent()->globals())
    if (written_.count(&global)) effects_.written.push_back(&global);
  for (const llvm::Instruction& inst : entry_.getEntryBlock())
    if (lifetimes_.count(&inst)) effects_.lifetimes.push_back(&inst);
  for (const llvm::Value* value : written_)
    if (const auto* slot = llvm::dyn_cast<llvm::AllocaInst>(value); slot && slot->getParent() != &entry_.getEntryBlock())
      refuse("a stack slot outside the entry block ('" + slot->getName().str() + "')");
  return effects_;
}

}  // namespace

LoopEffects loop_effects(const llvm::Loop& loop) {
  EffectsWalk walk(*loop.getHeader()->getParent());
  walk.walk_loop(loop);
  return walk.finish(loop);
}

}  // namespace swarmbmc::encoder
