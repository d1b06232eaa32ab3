#include "ChoiceConstants.h"

#include <llvm/ADT/APFloat.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <cmath>
#include <map>
#include <set>

#include "ChoiceNames.h"

namespace swarmbmc::encoder {

using terms::i128;
using terms::u128;

namespace {

/// Enough for any program a swarm is run on; bounds the walk on huge ones.
constexpr size_t kMaxVisits = 4096;
/// Additions of a constant followed on one way from the choice: `x + 3`
/// is the choice seen shifted; a loop counting from it (`i = x; i++`) is not,
/// and would otherwise add one offset per visit.
constexpr unsigned kMaxAdditions = 2;

/// Walks the uses of one choice's value and collects what it is compared
/// with. `offset` is what was added to the choice on the way (`x + 3`), so
/// that a constant compared with the sum is turned back into the choice's.
class ConstantFinder {
 public:
  explicit ConstantFinder(const ChoiceType& type) : type_(type) {}

  void follow(const llvm::Value* value, i128 offset, unsigned additions = 0) {
    if (seen_.size() >= kMaxVisits || !seen_.insert({value, offset}).second) return;
    for (const llvm::User* user : value->users()) use(user, value, offset, additions);
  }
  /// The loads of the object `pointer` points to (the choice was stored there).
  void follow_loads(const llvm::Value* pointer, i128 offset, unsigned additions = 0);
  /// A value the choice is compared with, in the choice's own terms.
  void record_integer(i128 value) {
    if (type_.kind != ChoiceType::Kind::Integer) return;
    if (value < integer_min(type_) || value > integer_max(type_)) return;
    found.insert(bits_of_integer(type_, value));
  }

  std::set<u128> found;

 private:
  void use(const llvm::User* user, const llvm::Value* value, i128 offset, unsigned additions);
  void record_constant(const llvm::Value* constant, i128 offset);
  void record_float(const llvm::ConstantFP& constant);
  void follow_indexing(const llvm::GetElementPtrInst& gep, const llvm::Value* value, i128 offset);
  void follow_call(const llvm::CallBase& call, const llvm::Value* value, i128 offset, unsigned additions);

  const ChoiceType& type_;
  std::set<std::pair<const llvm::Value*, i128>> seen_;
};

void ConstantFinder::record_constant(const llvm::Value* constant, i128 offset) {
  if (const auto* integer = llvm::dyn_cast<llvm::ConstantInt>(constant)) {
    if (integer->getBitWidth() > 64) return;
    record_integer((type_.is_signed ? i128(integer->getSExtValue()) : i128(integer->getZExtValue())) - offset);
  } else if (const auto* real = llvm::dyn_cast<llvm::ConstantFP>(constant)) {
    record_float(*real);
  }
}

void ConstantFinder::record_float(const llvm::ConstantFP& constant) {
  if (type_.kind != ChoiceType::Kind::Float) return;
  llvm::APFloat value = constant.getValueAPF();
  bool lost = false;
  value.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven, &lost);
  const double d = value.convertToDouble();
  if (std::isfinite(d)) found.insert(bits_of_double(type_, d));
}

void ConstantFinder::follow_loads(const llvm::Value* pointer, i128 offset, unsigned additions) {
  const llvm::Value* base = pointer->stripPointerCasts();
  for (const llvm::User* user : base->users())
    if (const auto* load = llvm::dyn_cast<llvm::LoadInst>(user); load && load->getPointerOperand()->stripPointerCasts() == base)
      follow(load, offset, additions);
}

void ConstantFinder::follow_indexing(const llvm::GetElementPtrInst& gep, const llvm::Value* value, i128 offset) {
  // Operand 1 steps over whole objects (no length known); each later index
  // steps inside the type reached so far: an array's length is a size the
  // value is (implicitly) compared with.
  llvm::Type* indexed = gep.getSourceElementType();
  for (unsigned operand = 2; operand < gep.getNumOperands() && indexed; ++operand) {
    if (auto* array = llvm::dyn_cast<llvm::ArrayType>(indexed)) {
      if (gep.getOperand(operand) == value) record_integer(static_cast<i128>(array->getNumElements()) - offset);
      indexed = array->getElementType();
    } else if (auto* structure = llvm::dyn_cast<llvm::StructType>(indexed)) {
      const auto* field = llvm::dyn_cast<llvm::ConstantInt>(gep.getOperand(operand));
      indexed = field && field->getZExtValue() < structure->getNumElements()
                    ? structure->getElementType(static_cast<unsigned>(field->getZExtValue()))
                    : nullptr;
    } else {
      indexed = nullptr;
    }
  }
}

void ConstantFinder::follow_call(const llvm::CallBase& call, const llvm::Value* value, i128 offset,
                                 unsigned additions) {
  const llvm::Function* callee = named_callee(call);
  if (!callee || callee->isDeclaration()) return;
  for (unsigned i = 0; i < call.arg_size() && i < callee->arg_size(); ++i)
    if (call.getArgOperand(i) == value) follow(callee->getArg(i), offset, additions);
}

void ConstantFinder::use(const llvm::User* user, const llvm::Value* value, i128 offset, unsigned additions) {
  if (const auto* compare = llvm::dyn_cast<llvm::CmpInst>(user)) {
    record_constant(compare->getOperand(compare->getOperand(0) == value ? 1 : 0), offset);
  } else if (const auto* choose = llvm::dyn_cast<llvm::SwitchInst>(user)) {
    if (choose->getCondition() == value)
      for (const auto& entry : choose->cases()) record_constant(entry.getCaseValue(), offset);
  } else if (const auto* cast = llvm::dyn_cast<llvm::CastInst>(user)) {
    const auto code = cast->getOpcode();
    if (code == llvm::Instruction::ZExt || code == llvm::Instruction::SExt || code == llvm::Instruction::Trunc ||
        code == llvm::Instruction::FPExt || code == llvm::Instruction::FPTrunc)
      follow(cast, offset, additions);
  } else if (const auto* binary = llvm::dyn_cast<llvm::BinaryOperator>(user)) {
    const auto* k = llvm::dyn_cast<llvm::ConstantInt>(binary->getOperand(binary->getOperand(0) == value ? 1 : 0));
    if (!k || k->getBitWidth() > 64 || additions >= kMaxAdditions) return;
    if (binary->getOpcode() == llvm::Instruction::Add) follow(binary, offset + k->getSExtValue(), additions + 1);
    if (binary->getOpcode() == llvm::Instruction::Sub && binary->getOperand(0) == value)
      follow(binary, offset - k->getSExtValue(), additions + 1);
  } else if (llvm::isa<llvm::PHINode>(user) ||
             (llvm::isa<llvm::SelectInst>(user) && llvm::cast<llvm::SelectInst>(user)->getCondition() != value)) {
    follow(user, offset, additions);
  } else if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(user)) {
    if (store->getValueOperand() == value) follow_loads(store->getPointerOperand(), offset, additions);
  } else if (const auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(user)) {
    follow_indexing(*gep, value, offset);
  } else if (const auto* call = llvm::dyn_cast<llvm::CallBase>(user)) {
    follow_call(*call, value, offset, additions);
  }
}

bool same_type(const ChoiceType& a, const ChoiceType& b) {
  return a.kind == b.kind && a.width == b.width && a.is_signed == b.is_signed;
}

/// The constants compared with the choice `call` makes.
void find_constants(const llvm::CallBase& call, const ChoiceSite& site, std::set<u128>& found) {
  ConstantFinder finder(site.type);
  if (site.function == "klee_make_symbolic") finder.follow_loads(call.getArgOperand(0), 0);
  else finder.follow(&call, 0);
  if (site.type.lo) finder.record_integer(*site.type.lo);  // swarm_choose_int's bounds
  if (site.type.hi) finder.record_integer(*site.type.hi);
  found.insert(finder.found.begin(), finder.found.end());
}

}  // namespace

std::vector<ChoiceCandidate> choice_candidates(const llvm::Module& module) {
  std::vector<ChoiceCandidate> candidates;
  std::map<std::string, size_t> index_of;
  std::set<std::string> mixed;  // names whose sites differ in type
  std::vector<std::set<u128>> constants;
  for (const llvm::Function& function : module)
    for (const llvm::BasicBlock& block : function)
      for (const llvm::Instruction& instruction : block) {
        const auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction);
        std::optional<ChoiceSite> site = call ? choice_site(*call) : std::nullopt;
        if (!site || site->name.empty()) continue;
        auto [known, added] = index_of.emplace(site->name, candidates.size());
        if (added) {
          candidates.push_back({site->name, site->type, {}});
          constants.emplace_back();
        } else if (!same_type(candidates[known->second].type, site->type)) {
          mixed.insert(site->name);
        }
        find_constants(*call, *site, constants[known->second]);
      }
  std::vector<ChoiceCandidate> kept;
  for (size_t i = 0; i < candidates.size(); ++i) {
    if (mixed.count(candidates[i].name)) continue;
    candidates[i].constants.assign(constants[i].begin(), constants[i].end());
    kept.push_back(std::move(candidates[i]));
  }
  return kept;
}

}  // namespace swarmbmc::encoder
