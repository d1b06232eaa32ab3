// lower_non_local_jumps: setjmp/longjmp turned into ordinary control flow.
//
// C (7.13) lets `longjmp(env, v)` return to the `setjmp(env)` call that last
// filled env, in the frame that called it, which then returns v (1 for 0);
// the frames in between are abandoned, and jumping to a setjmp whose function
// has returned is undefined. The encoder only knows calls that return, so
// this transform (run before mem2reg, in modules that call a setjmp or
// longjmp function) writes the jump out in IR:
//
// * State of a jump in flight: internal globals `pending` (i8), `value`
//   (i32) and the target, a frame and a site.
// * Frame identity: every function F with setjmp calls gets a one-byte
//   local, the frame marker (kSetjmpFrameLocal). Each activation of F has
//   its own object, which the encoder kills when F returns, so a marker is
//   unique per activation and its liveness is exactly "F has not
//   returned". `setjmp(env)` at site k stores the marker's address into
//   env's first bytes and k+1 into the i32 at env+8 (glibc's jmp_buf is 200
//   bytes on x86-64, 156 on i386), and gives 0.
// * `longjmp(env, v)` loads them, asks the encoder whether the marker is a
//   live one (kLongjmpCheckFunction: else `[invalid-longjmp]`, which also
//   covers a jmp_buf no setjmp filled), sets the globals and branches to
//   its function's dispatch.
// * After every call that may reach a longjmp (transitively; a call
//   through a pointer whenever a function whose address is taken may), a
//   set `pending` branches to the dispatch too. In a function without
//   setjmp the dispatch returns at once (a zero of the return type, never
//   read: the caller dispatches in turn); in F it compares the target frame
//   with its own marker: a match clears `pending` and resumes at the site,
//   anything else returns. Before returning, kLongjmpUnwindFunction lets
//   the encoder see a jump leaving the entry function (`[invalid-longjmp]`)
//   or a handler it called itself (UNKNOWN).
// * Resuming keeps the control flow reducible, which the unroller needs:
//   the jump goes back to one new block right after F's allocas, the
//   header of a loop around the whole body (so more than --depth jumps
//   into one activation are BOUNDED, like any loop), which routes on a
//   local `resume` through the header of each loop that encloses the site,
//   outermost first, down to the site's continuation: every loop is still
//   entered through its header (whose iteration count restarts there).
// * Before the new edges, F's phis are demoted to memory and afterwards
//   every value whose definition no longer dominates a use (DemoteRegToStack),
//   so that mem2reg builds the SSA form over the new edges.
// * Indeterminate locals (7.13.2.1p3): each user variable of F (a local
//   with debug info that mem2reg can promote: not volatile, address not
//   taken) gets one flag per setjmp site, cleared by the site's setjmp and
//   set by each store to the variable; resuming at the site gives a flagged
//   variable an unknown value (a tagged `freeze undef`, the encoder's input
//   "x after longjmp (uninitialised)"). Locals that stay in memory
//   (volatile ones, those whose address escapes, arrays and structs) keep
//   their contents, as a compiled program's memory does: for a non-volatile
//   one that is one of the values C allows, not all of them. Without debug
//   info (hand-written IR) no local is a user variable and all keep their
//   values. siglongjmp does not restore the signal mask.
#include <llvm/IR/CFG.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <llvm/Transforms/Utils/Local.h>
#include <llvm/Transforms/Utils/PromoteMemToReg.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "frontend/Frontend.h"
#include "frontend/IrConventions.h"

namespace swarmbmc::frontend {
namespace {

const std::set<std::string> kSetjmpNames = {"setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp"};
const std::set<std::string> kLongjmpNames = {"longjmp", "_longjmp", "siglongjmp", "__longjmp_chk"};
constexpr uint64_t kSiteOffset = 8;  ///< where in a jmp_buf the site number is

const llvm::Function* callee_of(const llvm::CallInst& call) {
  return llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
}

bool calls_declaration(const llvm::CallInst& call, const std::set<std::string>& names) {
  const llvm::Function* callee = callee_of(call);
  return callee && callee->isDeclaration() && names.count(callee->getName().str());
}

bool is_setjmp(const llvm::CallInst& call) {
  return calls_declaration(call, kSetjmpNames) && call.arg_size() >= 1 && call.getType()->isIntegerTy() &&
         call.getArgOperand(0)->getType()->isPointerTy();
}

bool is_longjmp(const llvm::CallInst& call) {
  return calls_declaration(call, kLongjmpNames) && call.arg_size() == 2 &&
         call.getArgOperand(0)->getType()->isPointerTy() && call.getArgOperand(1)->getType()->isIntegerTy();
}

/// Where execution can go after the setjmp `site` before a jump comes back
/// to it: per block, the first instruction from which the rest of the block
/// is reached, along the control flow and, from a call that may jump (in
/// `jumps`), to just after every setjmp of the function (`sites`).
std::map<const llvm::BasicBlock*, const llvm::Instruction*> reached_after(
    const llvm::CallInst& site, const std::vector<llvm::CallInst*>& sites,
    const std::set<const llvm::Instruction*>& jumps) {
  std::map<const llvm::BasicBlock*, const llvm::Instruction*> reached;
  std::vector<const llvm::Instruction*> work = {site.getNextNode()};
  while (!work.empty()) {
    const llvm::Instruction* from = work.back();
    work.pop_back();
    const llvm::BasicBlock* block = from->getParent();
    if (auto known = reached.find(block); known != reached.end() && !from->comesBefore(known->second)) continue;
    reached[block] = from;
    for (const llvm::Instruction* inst = from; inst; inst = inst->getNextNode())
      if (jumps.count(inst))
        for (const llvm::CallInst* other : sites) work.push_back(other->getNextNode());
    for (const llvm::BasicBlock* successor : llvm::successors(block)) work.push_back(&successor->front());
  }
  return reached;
}

std::vector<llvm::CallInst*> calls_in(llvm::Function& function) {
  std::vector<llvm::CallInst*> calls;
  for (llvm::BasicBlock& block : function)
    for (llvm::Instruction& inst : block)
      if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst)) calls.push_back(call);
  return calls;
}

/// The defined functions from which a longjmp may be reached.
class JumpingFunctions {
 public:
  explicit JumpingFunctions(llvm::Module& module) {
    for (bool changed = true; changed;) {
      changed = false;
      for (llvm::Function& function : module)
        if (!function.isDeclaration() && !jumping_.count(&function) && any_call_jumps(function)) {
          jumping_.insert(&function);
          changed = true;
          if (function.hasAddressTaken()) through_pointers_ = true;
        }
    }
  }
  /// Whether `call` may end in a longjmp that leaves it (not a longjmp itself).
  bool may_jump(const llvm::CallInst& call) const {
    if (call.isInlineAsm() || llvm::isa<llvm::IntrinsicInst>(call)) return false;
    const llvm::Function* callee = callee_of(call);
    if (!callee) return through_pointers_;
    return jumping_.count(callee) > 0;
  }

 private:
  bool any_call_jumps(llvm::Function& function) const {
    for (llvm::CallInst* call : calls_in(function))
      if (is_longjmp(*call) || may_jump(*call)) return true;
    return false;
  }
  std::set<const llvm::Function*> jumping_;
  bool through_pointers_ = false;
};

/// The globals of a jump in flight and the encoder's two hooks.
struct JumpState {
  llvm::GlobalVariable* pending;  ///< i8: a longjmp is unwinding
  llvm::GlobalVariable* value;    ///< i32: what the setjmp will return
  llvm::GlobalVariable* frame;    ///< ptr: the target's frame marker
  llvm::GlobalVariable* site;     ///< i32: the target's site number (k + 1)
  llvm::FunctionCallee check;     ///< void(ptr marker)
  llvm::FunctionCallee unwind;    ///< void()

  explicit JumpState(llvm::Module& module) {
    llvm::LLVMContext& context = module.getContext();
    auto global = [&](llvm::Type* type, const char* name) {
      return new llvm::GlobalVariable(module, type, false, llvm::GlobalValue::InternalLinkage,
                                      llvm::Constant::getNullValue(type), name);
    };
    pending = global(llvm::Type::getInt8Ty(context), "__swarmbmc_longjmp_pending");
    value = global(llvm::Type::getInt32Ty(context), "__swarmbmc_longjmp_value");
    frame = global(llvm::PointerType::get(context, 0), "__swarmbmc_longjmp_frame");
    site = global(llvm::Type::getInt32Ty(context), "__swarmbmc_longjmp_site");
    llvm::Type* void_type = llvm::Type::getVoidTy(context);
    check = module.getOrInsertFunction(kLongjmpCheckFunction, void_type, llvm::PointerType::get(context, 0));
    unwind = module.getOrInsertFunction(kLongjmpUnwindFunction, void_type);
  }
};

/// A user variable that a longjmp may leave indeterminate, with its flag per site.
struct Variable {
  llvm::AllocaInst* slot;
  std::string name;
  std::vector<llvm::StoreInst*> stores;
  /// per setjmp site: stored since that setjmp ran; null where no store can follow it
  std::vector<llvm::AllocaInst*> changed;
};

std::string variable_name(llvm::AllocaInst& alloca) {
  for (llvm::DbgVariableRecord* record : llvm::findDVRDeclares(&alloca)) return record->getVariable()->getName().str();
  for (llvm::DbgDeclareInst* declare : llvm::findDbgDeclares(&alloca)) return declare->getVariable()->getName().str();
  return "";
}

/// Rewrites one function: its setjmp sites (if any), longjmps and calls that may jump.
class FunctionRewrite {
 public:
  FunctionRewrite(llvm::Function& function, JumpState& jumps, const JumpingFunctions& jumping)
      : function_(function), jumps_(jumps), context_(function.getContext()) {
    for (llvm::CallInst* call : calls_in(function)) {
      if (is_setjmp(*call)) sites_.push_back(call);
      else if (is_longjmp(*call)) longjmps_.push_back(call);
      else if (jumping.may_jump(*call)) jumping_calls_.push_back(call);
    }
  }
  bool needed() const { return !sites_.empty() || !longjmps_.empty() || !jumping_calls_.empty(); }
  void run();

 private:
  void collect_variables();
  void prepare_frame();
  void record_site_loops();
  /// Moves the entry block's allocas to its start; the first instruction after them.
  llvm::Instruction* hoist_allocas();
  void split_headers();
  void lower_site(size_t k);
  void havoc_changed(llvm::IRBuilder<>& builder, size_t k, const llvm::DebugLoc& at);
  void lower_longjmp(llvm::CallInst& call);
  void check_after(llvm::CallInst& call);
  void build_dispatch();
  void mark_stores();
  void demote_broken_values();
  llvm::Type* i8() { return llvm::Type::getInt8Ty(context_); }
  llvm::Type* i32() { return llvm::Type::getInt32Ty(context_); }
  llvm::Type* ptr() { return llvm::PointerType::get(context_, 0); }

  llvm::Function& function_;
  JumpState& jumps_;
  llvm::LLVMContext& context_;
  std::vector<llvm::CallInst*> sites_, longjmps_, jumping_calls_;
  std::vector<Variable> variables_;
  std::vector<std::vector<llvm::BasicBlock*>> site_loops_;  ///< per site: headers of its loops, outermost first
  llvm::AllocaInst* marker_ = nullptr;
  llvm::AllocaInst* resume_ = nullptr;  ///< 0: run on; k + 1: on the way to site k
  std::vector<llvm::AllocaInst*> results_;  ///< per site: what its setjmp returns
  llvm::BasicBlock* router_ = nullptr;   ///< the loop header every jump into this frame comes back to
  llvm::BasicBlock* dispatch_ = nullptr;  ///< where a pending jump goes after a call
  std::map<llvm::BasicBlock*, llvm::SwitchInst*> routes_;  ///< router and loop headers: their switch on resume
};

void FunctionRewrite::run() {
  if (!sites_.empty()) prepare_frame();
  build_dispatch();
  for (size_t k = 0; k < sites_.size(); ++k) lower_site(k);
  for (llvm::CallInst* call : longjmps_) lower_longjmp(*call);
  for (llvm::CallInst* call : jumping_calls_) check_after(*call);
  if (!sites_.empty()) mark_stores();
  // Only deletes blocks (removeUnreachableBlocks would also turn a store to
  // null into `unreachable`, deleting the very failure to be found).
  llvm::EliminateUnreachableBlocks(function_);
  if (!sites_.empty()) demote_broken_values();
}

void FunctionRewrite::collect_variables() {
  std::set<const llvm::Instruction*> jumps(longjmps_.begin(), longjmps_.end());
  jumps.insert(jumping_calls_.begin(), jumping_calls_.end());
  std::vector<std::map<const llvm::BasicBlock*, const llvm::Instruction*>> after;
  for (llvm::CallInst* call : sites_) after.push_back(reached_after(*call, sites_, jumps));
  llvm::IRBuilder<> builder(&*function_.getEntryBlock().begin());
  for (llvm::Instruction& inst : function_.getEntryBlock()) {
    auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst);
    if (!alloca || !llvm::isAllocaPromotable(alloca)) continue;
    const std::string name = variable_name(*alloca);
    if (name.empty()) continue;  // a temporary of clang's, no C object
    Variable variable{alloca, name, {}, {}};
    for (llvm::User* user : alloca->users())
      if (auto* store = llvm::dyn_cast<llvm::StoreInst>(user)) variable.stores.push_back(store);
    bool any = false;
    for (size_t k = 0; k < sites_.size(); ++k) {
      bool follows = false;
      for (llvm::StoreInst* store : variable.stores) {
        auto from = after[k].find(store->getParent());
        follows = follows || (from != after[k].end() && !store->comesBefore(from->second));
      }
      variable.changed.push_back(
          follows ? builder.CreateAlloca(builder.getInt1Ty(), nullptr, variable.name + ".changed") : nullptr);
      any = any || follows;
    }
    if (any) variables_.push_back(std::move(variable));
  }
}

void FunctionRewrite::record_site_loops() {
  llvm::DominatorTree dominators(function_);
  llvm::LoopInfo loops(dominators);
  for (llvm::CallInst* site : sites_) {
    std::vector<llvm::BasicBlock*> headers;
    for (llvm::Loop* loop = loops.getLoopFor(site->getParent()); loop; loop = loop->getParentLoop())
      headers.insert(headers.begin(), loop->getHeader());
    site_loops_.push_back(std::move(headers));
  }
}

llvm::Instruction* FunctionRewrite::hoist_allocas() {
  llvm::BasicBlock& entry = function_.getEntryBlock();
  std::vector<llvm::AllocaInst*> allocas;
  for (llvm::Instruction& inst : entry)
    if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst)) allocas.push_back(alloca);
  llvm::Instruction* first = &*entry.getFirstNonPHIOrDbgOrAlloca();
  for (llvm::AllocaInst* alloca : allocas) alloca->moveBefore(first);
  return &*entry.getFirstNonPHIOrDbgOrAlloca();
}

void FunctionRewrite::prepare_frame() {
  collect_variables();
  record_site_loops();
  std::vector<llvm::PHINode*> phis;
  for (llvm::BasicBlock& block : function_)
    for (llvm::PHINode& phi : block.phis()) phis.push_back(&phi);
  for (llvm::PHINode* phi : phis) llvm::DemotePHIToStack(phi);
  // Every static alloca first: the rest of the entry block becomes part of a loop.
  llvm::Instruction* first = hoist_allocas();

  llvm::BasicBlock& entry = function_.getEntryBlock();
  llvm::IRBuilder<> builder(&entry, entry.begin());
  marker_ = builder.CreateAlloca(i8(), nullptr, kSetjmpFrameLocal);
  resume_ = builder.CreateAlloca(i32(), nullptr, "setjmp.resume");
  for (size_t k = 0; k < sites_.size(); ++k) results_.push_back(builder.CreateAlloca(i32(), nullptr, "setjmp.result"));

  llvm::BasicBlock* body = entry.splitBasicBlock(first, "setjmp.body");
  router_ = llvm::BasicBlock::Create(context_, "setjmp.router", &function_, body);
  entry.getTerminator()->setSuccessor(0, router_);
  builder.SetInsertPoint(entry.getTerminator());
  builder.CreateStore(builder.getInt32(0), resume_);
  for (Variable& variable : variables_)
    for (llvm::AllocaInst* flag : variable.changed)
      if (flag) builder.CreateStore(builder.getFalse(), flag);
  // The loop of jumps is reported at the first setjmp ("loop at main.c:12").
  entry.getTerminator()->setDebugLoc(sites_.front()->getDebugLoc());
  builder.SetInsertPoint(router_);
  builder.SetCurrentDebugLocation(sites_.front()->getDebugLoc());
  routes_[router_] = builder.CreateSwitch(builder.CreateLoad(i32(), resume_), body);
  split_headers();
}

void FunctionRewrite::split_headers() {
  for (const std::vector<llvm::BasicBlock*>& headers : site_loops_)
    for (llvm::BasicBlock* header : headers) {
      if (routes_.count(header)) continue;
      llvm::BasicBlock* rest = header->splitBasicBlock(header->getFirstNonPHIIt(), header->getName() + ".run");
      header->getTerminator()->eraseFromParent();
      llvm::IRBuilder<> builder(header);
      routes_[header] = builder.CreateSwitch(builder.CreateLoad(i32(), resume_), rest);
    }
}

void FunctionRewrite::lower_site(size_t k) {
  llvm::CallInst& call = *sites_[k];
  const llvm::DebugLoc at = call.getDebugLoc();
  llvm::BasicBlock* block = call.getParent();
  llvm::BasicBlock* after = block->splitBasicBlock(std::next(call.getIterator()), "setjmp.cont");
  llvm::IRBuilder<> builder(&call);
  builder.SetCurrentDebugLocation(at);
  llvm::Value* env = call.getArgOperand(0);
  builder.CreateStore(marker_, env);
  builder.CreateStore(builder.getInt32(k + 1), builder.CreateConstInBoundsGEP1_64(i8(), env, kSiteOffset));
  builder.CreateStore(builder.getInt32(0), results_[k]);
  for (Variable& variable : variables_)
    if (variable.changed[k]) builder.CreateStore(builder.getFalse(), variable.changed[k]);

  // Coming back: through the router and the loops' headers to `resumed`.
  llvm::BasicBlock* resumed = llvm::BasicBlock::Create(context_, "setjmp.resumed", &function_, after);
  builder.SetInsertPoint(resumed);
  builder.CreateStore(builder.getInt32(0), resume_);
  builder.CreateStore(builder.CreateLoad(i32(), jumps_.value), results_[k]);
  havoc_changed(builder, k, at);
  builder.CreateBr(after);
  std::vector<llvm::BasicBlock*> path = {router_};
  path.insert(path.end(), site_loops_[k].begin(), site_loops_[k].end());
  for (size_t i = 0; i < path.size(); ++i)
    routes_.at(path[i])->addCase(builder.getInt32(k + 1), i + 1 < path.size() ? path[i + 1] : resumed);

  builder.SetInsertPoint(&*after->getFirstInsertionPt());
  llvm::Value* result = builder.CreateLoad(i32(), results_[k], "setjmp.value");
  call.replaceAllUsesWith(builder.CreateSExtOrTrunc(result, call.getType()));
  call.eraseFromParent();
}

void FunctionRewrite::havoc_changed(llvm::IRBuilder<>& builder, size_t k, const llvm::DebugLoc& at) {
  for (Variable& variable : variables_) {
    if (!variable.changed[k]) continue;
    llvm::Type* type = variable.slot->getAllocatedType();
    llvm::Type* unknown_type = type;
    if (type->isFloatingPointTy() && type->getPrimitiveSizeInBits() <= 64)
      unknown_type = builder.getIntNTy(type->getPrimitiveSizeInBits());  // the encoder's inputs are integers
    // A branch, not a select: the unknown value (an input of the trace) exists only where it was changed.
    llvm::Value* changed = builder.CreateLoad(builder.getInt1Ty(), variable.changed[k]);
    llvm::BasicBlock* kept = llvm::BasicBlock::Create(context_, "setjmp.kept", &function_,
                                                      builder.GetInsertBlock()->getNextNode());
    llvm::BasicBlock* havoc = llvm::BasicBlock::Create(context_, "setjmp.havoc", &function_, kept);
    builder.CreateCondBr(changed, havoc, kept);
    builder.SetInsertPoint(havoc);
    auto* unknown = llvm::cast<llvm::Instruction>(
        builder.CreateFreeze(llvm::UndefValue::get(unknown_type), variable.name + ".indeterminate"));
    unknown->setMetadata(kUninitialisedMetadata,
                         llvm::MDNode::get(context_, llvm::MDString::get(context_, variable.name + " after longjmp")));
    unknown->setDebugLoc(at);
    builder.CreateStore(builder.CreateBitCast(unknown, type), variable.slot);
    builder.CreateBr(kept);
    builder.SetInsertPoint(kept);
  }
}

void FunctionRewrite::lower_longjmp(llvm::CallInst& call) {
  llvm::BasicBlock* block = call.getParent();
  block->splitBasicBlock(call.getIterator(), "longjmp.dead");
  llvm::IRBuilder<> builder(block->getTerminator());
  builder.SetCurrentDebugLocation(call.getDebugLoc());
  llvm::Value* env = call.getArgOperand(0);
  llvm::Value* frame = builder.CreateLoad(ptr(), env, "longjmp.frame");
  builder.CreateCall(jumps_.check, {frame});
  llvm::Value* site = builder.CreateLoad(i32(), builder.CreateConstInBoundsGEP1_64(i8(), env, kSiteOffset));
  llvm::Value* value = builder.CreateSExtOrTrunc(call.getArgOperand(1), i32());
  value = builder.CreateSelect(builder.CreateICmpEQ(value, builder.getInt32(0)), builder.getInt32(1), value);
  builder.CreateStore(builder.getInt8(1), jumps_.pending);
  builder.CreateStore(value, jumps_.value);
  builder.CreateStore(frame, jumps_.frame);
  builder.CreateStore(site, jumps_.site);
  block->getTerminator()->setSuccessor(0, dispatch_);
  call.eraseFromParent();
}

void FunctionRewrite::check_after(llvm::CallInst& call) {
  llvm::BasicBlock* block = call.getParent();
  llvm::BasicBlock* after = block->splitBasicBlock(std::next(call.getIterator()), "longjmp.none");
  block->getTerminator()->eraseFromParent();
  llvm::IRBuilder<> builder(block);
  builder.SetCurrentDebugLocation(call.getDebugLoc());
  llvm::Value* pending = builder.CreateICmpNE(builder.CreateLoad(i8(), jumps_.pending), builder.getInt8(0));
  builder.CreateCondBr(pending, dispatch_, after);
}

void FunctionRewrite::build_dispatch() {
  llvm::BasicBlock* leave = llvm::BasicBlock::Create(context_, "longjmp.leave", &function_);
  llvm::IRBuilder<> builder(leave);
  // A failure found here is reported at the function's definition.
  if (llvm::DISubprogram* subprogram = function_.getSubprogram())
    builder.SetCurrentDebugLocation(llvm::DILocation::get(context_, subprogram->getLine(), 0, subprogram));
  builder.CreateCall(jumps_.unwind);
  llvm::Type* result = function_.getReturnType();
  if (result->isVoidTy()) builder.CreateRetVoid();
  else builder.CreateRet(llvm::Constant::getNullValue(result));
  dispatch_ = leave;
  if (sites_.empty()) return;

  dispatch_ = llvm::BasicBlock::Create(context_, "longjmp.dispatch", &function_, leave);
  llvm::BasicBlock* land = llvm::BasicBlock::Create(context_, "longjmp.land", &function_, leave);
  builder.SetInsertPoint(dispatch_);
  builder.CreateCondBr(builder.CreateICmpEQ(builder.CreateLoad(ptr(), jumps_.frame), marker_), land, leave);
  builder.SetInsertPoint(land);
  builder.CreateStore(builder.getInt8(0), jumps_.pending);
  builder.CreateStore(builder.CreateLoad(i32(), jumps_.site), resume_);
  builder.CreateBr(router_);
  // A site number no setjmp of this function wrote (the jmp_buf was
  // overwritten): undefined, reported as a jmp_buf no setjmp filled.
  llvm::BasicBlock* corrupt = llvm::BasicBlock::Create(context_, "longjmp.corrupt", &function_);
  builder.SetInsertPoint(corrupt);
  builder.CreateCall(jumps_.check, {llvm::ConstantPointerNull::get(llvm::PointerType::get(context_, 0))});
  builder.CreateUnreachable();
  llvm::SwitchInst* router = routes_.at(router_);
  llvm::BasicBlock* body = router->getDefaultDest();
  router->setDefaultDest(corrupt);
  router->addCase(builder.getInt32(0), body);
}

void FunctionRewrite::mark_stores() {
  for (Variable& variable : variables_)
    for (llvm::StoreInst* store : variable.stores) {
      llvm::IRBuilder<> builder(store->getNextNode());
      for (llvm::AllocaInst* flag : variable.changed)
        if (flag) builder.CreateStore(builder.getTrue(), flag);
    }
}

void FunctionRewrite::demote_broken_values() {
  for (bool changed = true; changed;) {
    changed = false;
    llvm::DominatorTree dominators(function_);
    std::vector<llvm::Instruction*> broken;
    for (llvm::BasicBlock& block : function_)
      for (llvm::Instruction& inst : block) {
        if (llvm::isa<llvm::AllocaInst>(inst) && &block == &function_.getEntryBlock()) continue;
        for (const llvm::Use& use : inst.uses())
          if (!dominators.dominates(&inst, use)) {
            broken.push_back(&inst);
            break;
          }
      }
    for (llvm::Instruction* inst : broken) {
      if (auto* phi = llvm::dyn_cast<llvm::PHINode>(inst)) llvm::DemotePHIToStack(phi);
      else llvm::DemoteRegToStack(*inst);
      changed = true;
    }
  }
}

}  // namespace

void lower_non_local_jumps(llvm::Module& module) {
  bool used = false;
  for (llvm::Function& function : module)
    if (function.isDeclaration() && (kSetjmpNames.count(function.getName().str()) ||
                                     kLongjmpNames.count(function.getName().str())))
      used = used || !function.use_empty();
  if (!used) return;
  const JumpingFunctions jumping(module);
  JumpState jumps(module);
  std::vector<FunctionRewrite> rewrites;
  for (llvm::Function& function : module)
    if (!function.isDeclaration()) {
      FunctionRewrite rewrite(function, jumps, jumping);
      if (rewrite.needed()) rewrites.push_back(std::move(rewrite));
    }
  for (FunctionRewrite& rewrite : rewrites) rewrite.run();
}

}  // namespace swarmbmc::frontend
