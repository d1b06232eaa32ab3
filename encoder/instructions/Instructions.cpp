// Value instructions: arithmetic, comparisons, casts, select, GEP,
// aggregates, constants. Each maps onto term constructors; the term
// manager folds whatever is concrete.
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalAlias.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/ADT/MapVector.h>

#include <memory>

#include "frontend/Frontend.h"
#include "Instructions.h"

namespace swarmbmc::encoder {
namespace {

/// The low 128 bits of a constant's bits (the caller checks the width).
terms::u128 low_bits(const llvm::APInt& bits) {
  terms::u128 value = bits.extractBitsAsZExtValue(std::min(64u, bits.getBitWidth()), 0);
  if (bits.getBitWidth() > 64)
    value |= static_cast<terms::u128>(bits.extractBitsAsZExtValue(std::min(64u, bits.getBitWidth() - 64), 64)) << 64;
  return value;
}

}  // namespace

bool involves_floating_point(const llvm::Instruction& inst) {
  bool any = inst.getType()->isFPOrFPVectorTy();
  for (const llvm::Value* operand : inst.operands()) any |= operand->getType()->isFPOrFPVectorTy();
  if (!any) return false;
  auto is_fp_vector = [](const llvm::Type* t) { return t->isVectorTy() && t->isFPOrFPVectorTy(); };
  if (is_fp_vector(inst.getType())) return true;
  for (const llvm::Value* operand : inst.operands())
    if (is_fp_vector(operand->getType())) return true;
  switch (inst.getOpcode()) {
    case llvm::Instruction::Load: case llvm::Instruction::Store: case llvm::Instruction::PHI:
    case llvm::Instruction::Select: case llvm::Instruction::Ret: case llvm::Instruction::BitCast:
    case llvm::Instruction::ExtractValue: case llvm::Instruction::InsertValue:
      return false;
    case llvm::Instruction::Call: {
      const auto* callee = llvm::cast<llvm::CallBase>(inst).getCalledFunction();
      return !callee || callee->isIntrinsic();  // fp intrinsics (fabs, fmuladd) compute
    }
    default:
      return true;
  }
}

Instructions::Instructions(const llvm::Module& module, TermManager& tm, Records& records, MemoryModel& memory,
                           ArithmeticChecks& checks)
    : module_(module),
      layout_(module.getDataLayout()),
      pointers_(memory.pointers()),
      tm_(tm),
      records_(records),
      formula_(records.formula()),
      memory_(memory),
      checks_(checks) {}

bool Instructions::execute(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  if (involves_floating_point(inst)) return execute_float(frame, inst, state);  // Float.cpp
  switch (inst.getOpcode()) {
    case llvm::Instruction::Alloca:
      frame.values[&inst] = allocate(frame, inst, state);
      return true;
    case llvm::Instruction::Load: {
      SymValue pointer = value_of(frame, inst.getOperand(0), state);
      frame.values[&inst] = memory_.load(pointer, inst.getType(), inst, state);
      return true;
    }
    case llvm::Instruction::Store: {
      SymValue value = value_of(frame, inst.getOperand(0), state);
      SymValue pointer = value_of(frame, inst.getOperand(1), state);
      memory_.store(pointer, value, inst.getOperand(0)->getType(), inst, state);
      return true;
    }
    case llvm::Instruction::AtomicRMW:
      frame.values[&inst] = atomic_rmw(frame, llvm::cast<llvm::AtomicRMWInst>(inst), state);
      return true;
    case llvm::Instruction::AtomicCmpXchg:
      frame.values[&inst] = compare_exchange(frame, llvm::cast<llvm::AtomicCmpXchgInst>(inst), state);
      return true;
    case llvm::Instruction::Fence:
      return true;  // one thread: nothing to order
    case llvm::Instruction::Freeze:
      if (inst.getMetadata(frontend::kUninitialisedMetadata)) return uninitialised_local(frame, inst, state);
      frame.values[&inst] = compute(frame, inst, state);
      return true;
    default:
      frame.values[&inst] = compute(frame, inst, state);
      return true;
  }
}

SymValue Instructions::allocate(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  const auto& alloca = llvm::cast<llvm::AllocaInst>(inst);
  const unsigned id = memory_.allocate(alloca, scalar_of(frame, alloca.getArraySize(), state), state);
  frame.locals.push_back(id);  // dies when the function returns
  return SymValue::pointer(memory_.objects().id_term(id), tm_.mk_bv(0, 64));
}

bool Instructions::uninitialised_local(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  const std::string name = frontend::uninitialised_variable(inst);
  const llvm::Type* type = inst.getType();
  if (type->isPointerTy()) {
    // Points to no object a program can own: every dereference is reported
    // (as CBMC's invalid pointers), while copying or comparing it is fine.
    const unsigned id = memory_.new_object(state, {"uninitialised pointer '" + name + "'", tm_.mk_bv(0, 64)},
                                           tm_.mk_const_array(tm_.mk_bv(0, 8)));
    frame.values[&inst] = SymValue::pointer(memory_.objects().id_term(id), tm_.mk_bv(0, 64));
    return true;
  }
  if (!type->isIntegerTy() || type->getIntegerBitWidth() > terms::kMaxWidth)
    throw UnsupportedConstruct{"uninitialised local '" + name + "' of type " + type_name(type)};
  Term input =
      records_.new_input(type->getIntegerBitWidth(), name + " (uninitialised)", state.guard, location_of(inst), true);
  if (!input) return false;  // replay ends here
  frame.values[&inst] = SymValue::scalar(input);
  return true;
}

SymValue Instructions::compute(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  if (inst.getType()->isIntegerTy() && inst.getType()->getIntegerBitWidth() > terms::kMaxWidth)
    throw UnsupportedConstruct{"integer type " + type_name(inst.getType()) + " wider than 128 bits"};
  if (involves_vectors(inst)) return compute_vector(frame, inst, state);
  if (inst.isBinaryOp())
    return compute_binary(inst, value_of(frame, inst.getOperand(0), state), value_of(frame, inst.getOperand(1), state),
                          state);
  if (inst.isCast()) return compute_cast(inst, value_of(frame, inst.getOperand(0), state), inst.getType());
  switch (inst.getOpcode()) {
    case llvm::Instruction::ICmp: {
      const auto& cmp = llvm::cast<llvm::ICmpInst>(inst);
      const SymValue a = value_of(frame, cmp.getOperand(0), state), b = value_of(frame, cmp.getOperand(1), state);
      SymValue result = compare(cmp.getPredicate(), a, b);
      if (a.is_pointer() && cmp.isEquality()) {
        Term reused = address_reuse(a, b, state);
        result.term = cmp.getPredicate() == llvm::CmpInst::ICMP_EQ ? tm_.mk_or(result.term, reused)
                                                                   : tm_.mk_and(result.term, tm_.mk_not(reused));
      }
      return result;
    }
    default:
      break;
  }
  return compute_other(frame, inst, state);
}

Term Instructions::address_reuse(const SymValue& a, const SymValue& b, const PathState& state) {
  // Whether p points to a data object (not null, not a function: those
  // never share an address with a block), and whether to a dead one.
  auto data_object = [&](const SymValue& p, bool dead_only) {
    std::vector<unsigned> ids;
    if (!possible_objects(p.object, ids))
      return dead_only ? tm_.mk_false() : tm_.mk_not(tm_.mk_eq(p.object, memory_.objects().id_term(0)));
    Term any = tm_.mk_false();
    for (unsigned id : ids) {
      if (id == 0 || id >= state.alive.size() || !state.alive[id] || memory_.objects().at(id).is_function) continue;
      Term here = tm_.mk_eq(p.object, memory_.objects().id_term(id));
      any = tm_.mk_or(any, dead_only ? tm_.mk_and(here, tm_.mk_not(state.alive[id])) : here);
    }
    return any;
  };
  Term one_dead = tm_.mk_or(tm_.mk_and(data_object(a, true), data_object(b, false)),
                            tm_.mk_and(data_object(b, true), data_object(a, false)));
  if (one_dead->is_false()) return one_dead;
  Term reuse = tm_.mk_and(tm_.mk_not(tm_.mk_eq(a.object, b.object)), tm_.mk_eq(a.offset, b.offset));
  reuse = tm_.mk_and(reuse, one_dead);
  if (reuse->is_false()) return reuse;
  return tm_.mk_and(reuse, memory_.fresh_value(llvm::Type::getInt1Ty(module_.getContext()), "address reused").term);
}

SymValue Instructions::compare(llvm::CmpInst::Predicate predicate, const SymValue& a, const SymValue& b) {
  Term x, y;
  if (a.is_pointer()) {
    x = pointer_to_int(tm_, a);
    y = pointer_to_int(tm_, b);
  } else if (a.term->sort.is_bool()) {
    x = tm_.mk_bool_to_bv(a.term, 1);
    y = tm_.mk_bool_to_bv(b.term, 1);
  } else {
    x = a.term;
    y = b.term;
  }
  switch (predicate) {
    case llvm::CmpInst::ICMP_EQ: return SymValue::scalar(tm_.mk_eq(x, y));
    case llvm::CmpInst::ICMP_NE: return SymValue::scalar(tm_.mk_not(tm_.mk_eq(x, y)));
    case llvm::CmpInst::ICMP_ULT: return SymValue::scalar(tm_.mk_ult(x, y));
    case llvm::CmpInst::ICMP_ULE: return SymValue::scalar(tm_.mk_ule(x, y));
    case llvm::CmpInst::ICMP_UGT: return SymValue::scalar(tm_.mk_ult(y, x));
    case llvm::CmpInst::ICMP_UGE: return SymValue::scalar(tm_.mk_ule(y, x));
    case llvm::CmpInst::ICMP_SLT: return SymValue::scalar(tm_.mk_slt(x, y));
    case llvm::CmpInst::ICMP_SLE: return SymValue::scalar(tm_.mk_sle(x, y));
    case llvm::CmpInst::ICMP_SGT: return SymValue::scalar(tm_.mk_slt(y, x));
    case llvm::CmpInst::ICMP_SGE: return SymValue::scalar(tm_.mk_sle(y, x));
    default: break;
  }
  throw UnsupportedConstruct{"comparison predicate"};
}

SymValue Instructions::compute_other(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  switch (inst.getOpcode()) {
    case llvm::Instruction::Select: {
      Term c = scalar_of(frame, inst.getOperand(0), state);
      return ite_value(tm_, c, value_of(frame, inst.getOperand(1), state), value_of(frame, inst.getOperand(2), state));
    }
    case llvm::Instruction::Freeze:
      return value_of(frame, inst.getOperand(0), state);
    case llvm::Instruction::GetElementPtr:
      return compute_gep(frame, inst, state);
    case llvm::Instruction::ExtractValue: {
      SymValue value = value_of(frame, inst.getOperand(0), state);
      for (unsigned index : llvm::cast<llvm::ExtractValueInst>(inst).indices()) {
        SymValue element = value.elements.at(index);
        value = std::move(element);
      }
      return value;
    }
    case llvm::Instruction::InsertValue: {
      const auto& insert = llvm::cast<llvm::InsertValueInst>(inst);
      SymValue result = value_of(frame, insert.getAggregateOperand(), state);
      SymValue* slot = &result;
      for (unsigned index : insert.indices()) slot = &slot->elements.at(index);
      *slot = value_of(frame, insert.getInsertedValueOperand(), state);
      return result;
    }
    default:
      break;
  }
  throw UnsupportedConstruct{std::string("instruction '") + inst.getOpcodeName() + "'"};
}

SymValue Instructions::compute_binary(const llvm::Instruction& inst, const SymValue& a, const SymValue& b,
                                      PathState& state) {
  const unsigned opcode = inst.getOpcode();
  if (a.term->sort.is_bool()) {  // i1 arithmetic
    switch (opcode) {
      case llvm::Instruction::And: case llvm::Instruction::Mul:
        return SymValue::scalar(tm_.mk_and(a.term, b.term));
      case llvm::Instruction::Or:
        return SymValue::scalar(tm_.mk_or(a.term, b.term));
      case llvm::Instruction::Xor: case llvm::Instruction::Add: case llvm::Instruction::Sub:
        return SymValue::scalar(tm_.mk_xor(a.term, b.term));
      default: {
        SymValue wide = compute_binary(inst, SymValue::scalar(tm_.mk_bool_to_bv(a.term, 1)),
                                       SymValue::scalar(tm_.mk_bool_to_bv(b.term, 1)), state);
        return SymValue::scalar(tm_.mk_eq(wide.term, tm_.mk_bv(1, 1)));
      }
    }
  }
  Term x = a.term, y = b.term;
  auto check_divisor = [&](const char* what) {
    records_.add_check(PropertyKind::DivisionByZero, what, inst, state.guard,
                       tm_.mk_not(tm_.mk_eq(y, tm_.mk_bv(0, y->width()))));
  };
  checks_.check_arithmetic(inst, x, y, state);
  terms::Op op;
  switch (opcode) {
    case llvm::Instruction::Add: op = terms::Op::Add; break;
    case llvm::Instruction::Sub: op = terms::Op::Sub; break;
    case llvm::Instruction::Mul: op = terms::Op::Mul; break;
    case llvm::Instruction::UDiv: check_divisor("division by zero"); op = terms::Op::UDiv; break;
    case llvm::Instruction::SDiv: check_divisor("division by zero"); op = terms::Op::SDiv; break;
    case llvm::Instruction::URem: check_divisor("remainder by zero"); op = terms::Op::URem; break;
    case llvm::Instruction::SRem: check_divisor("remainder by zero"); op = terms::Op::SRem; break;
    case llvm::Instruction::Shl: op = terms::Op::Shl; break;
    case llvm::Instruction::LShr: op = terms::Op::LShr; break;
    case llvm::Instruction::AShr: op = terms::Op::AShr; break;
    case llvm::Instruction::And: op = terms::Op::BvAnd; break;
    case llvm::Instruction::Or: op = terms::Op::BvOr; break;
    case llvm::Instruction::Xor: op = terms::Op::BvXor; break;
    default: throw UnsupportedConstruct{std::string("instruction '") + inst.getOpcodeName() + "'"};
  }
  return SymValue::scalar(tm_.mk_binary(op, x, y));
}

SymValue Instructions::compute_cast(const llvm::Instruction& inst, const SymValue& a, const llvm::Type* to) {
  switch (inst.getOpcode()) {
    case llvm::Instruction::Trunc: {
      const unsigned w = to->getIntegerBitWidth();
      if (w == 1) return SymValue::scalar(tm_.mk_eq(tm_.mk_extract(a.term, 0, 0), tm_.mk_bv(1, 1)));
      return SymValue::scalar(tm_.mk_extract(a.term, w - 1, 0));
    }
    case llvm::Instruction::ZExt: case llvm::Instruction::SExt: {
      const unsigned w = to->getIntegerBitWidth();
      const bool is_signed = inst.getOpcode() == llvm::Instruction::SExt;
      if (a.term->sort.is_bool())
        return SymValue::scalar(tm_.mk_ite(a.term, tm_.mk_bv(is_signed ? terms::mask(w) : 1, w), tm_.mk_bv(0, w)));
      return SymValue::scalar(is_signed ? tm_.mk_sext(a.term, w) : tm_.mk_zext(a.term, w));
    }
    case llvm::Instruction::PtrToInt: {
      const unsigned w = to->getIntegerBitWidth();
      return SymValue::scalar(tm_.mk_zext_or_trunc(memory_.pointer_word(a), w));
    }
    case llvm::Instruction::IntToPtr: {
      Term value = a.term->sort.is_bool() ? tm_.mk_bool_to_bv(a.term, pointers_.bits)
                                          : tm_.mk_zext_or_trunc(a.term, pointers_.bits);
      return int_to_pointer(tm_, value, pointers_);
    }
    case llvm::Instruction::BitCast: case llvm::Instruction::AddrSpaceCast:
      if (inst.getType() == inst.getOperand(0)->getType() || (to->isPointerTy() && a.is_pointer())) return a;
      if ((to->isIntegerTy() || to->isFloatingPointTy()) && a.is_scalar()) return a;  // same bits
      break;
    default:
      break;
  }
  throw UnsupportedConstruct{std::string("cast '") + inst.getOpcodeName() + "' to " + type_name(to)};
}

SymValue Instructions::compute_gep(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  const auto& gep = llvm::cast<llvm::GEPOperator>(inst);
  SymValue base = value_of(frame, gep.getPointerOperand(), state);
  if (!base.is_pointer()) throw UnsupportedConstruct{"vector getelementptr"};
  llvm::MapVector<llvm::Value*, llvm::APInt> variable_offsets;
  // Offsets are computed at the index width the data layout gives (32 bits
  // for ILP32) and sign-extended to the model's 64-bit offsets.
  const unsigned index_bits = layout_.getIndexSizeInBits(gep.getPointerAddressSpace());
  llvm::APInt constant_offset(index_bits, 0);
  if (!gep.collectOffset(layout_, index_bits, variable_offsets, constant_offset))
    throw UnsupportedConstruct{"getelementptr with a scalable type"};
  Term offset = tm_.mk_add(base.offset, tm_.mk_bv(static_cast<uint64_t>(constant_offset.getSExtValue()), 64));
  for (const auto& [index, scale] : variable_offsets) {
    Term i = scalar_of(frame, index, state);
    if (i->sort.is_bool()) i = tm_.mk_bool_to_bv(i, 1);
    // Indices are signed, truncated to the index width (LLVM's semantics).
    if (i->width() > index_bits) i = tm_.mk_extract(i, index_bits - 1, 0);
    Term wide = tm_.mk_sext(i, 64);
    offset = tm_.mk_add(offset, tm_.mk_mul(wide, tm_.mk_bv(static_cast<uint64_t>(scale.getSExtValue()), 64)));
  }
  return SymValue::pointer(base.object, offset);
}

SymValue Instructions::value_of(Frame& frame, const llvm::Value* value, PathState& state) {
  if (const auto* constant = llvm::dyn_cast<llvm::Constant>(value)) return constant_value(constant, state);
  auto it = frame.values.find(value);
  if (it == frame.values.end())
    throw UnsupportedConstruct{"use of value '" + value->getName().str() + "' before its definition"};
  return it->second;
}

Term Instructions::scalar_of(Frame& frame, const llvm::Value* value, PathState& state) {
  SymValue v = value_of(frame, value, state);
  if (!v.is_scalar()) throw UnsupportedConstruct{"non-scalar operand where an integer was expected"};
  return v.term;
}

SymValue Instructions::constant_value(const llvm::Constant* constant, PathState& state) {
  const llvm::Type* type = constant->getType();
  if (llvm::isa<llvm::UndefValue>(constant) && !llvm::isa<llvm::ConstantAggregate>(constant)) {
    // In a static initializer, undef is padding (the bytes of a union not
    // covered by its initialised member): C11 6.7.9p10 makes them zero.
    if (in_static_initializer) return memory_.zero_value(type);
    return memory_.fresh_value(type, "undef");  // undef and poison: any value
  }
  if (const auto* ci = llvm::dyn_cast<llvm::ConstantInt>(constant)) {
    const unsigned w = ci->getBitWidth();
    if (w == 1) return SymValue::scalar(tm_.mk_bool(ci->isOne()));
    if (w > terms::kMaxWidth) throw UnsupportedConstruct{"integer constant wider than 128 bits"};
    return SymValue::scalar(tm_.mk_bv(low_bits(ci->getValue()), w));
  }
  if (llvm::isa<llvm::ConstantPointerNull>(constant))
    return SymValue::pointer(memory_.objects().id_term(0), tm_.mk_bv(0, 64));
  if (const auto* alias = llvm::dyn_cast<llvm::GlobalAlias>(constant)) return constant_value(alias->getAliasee(), state);
  if (const auto* global = llvm::dyn_cast<llvm::GlobalValue>(constant)) return memory_.address_of(*global);
  if (llvm::isa<llvm::ConstantAggregateZero>(constant)) return memory_.zero_value(type);
  if (const auto* sequence = llvm::dyn_cast<llvm::ConstantDataSequential>(constant)) {
    std::vector<SymValue> elements;
    for (unsigned i = 0; i < sequence->getNumElements(); ++i)
      elements.push_back(constant_value(sequence->getElementAsConstant(i), state));
    return SymValue::aggregate(std::move(elements));
  }
  if (const auto* aggregate = llvm::dyn_cast<llvm::ConstantAggregate>(constant)) {
    if (type->isVectorTy()) vector_shape(type);  // throws for vectors that are not scalarised
    std::vector<SymValue> elements;
    for (const llvm::Use& operand : aggregate->operands())
      elements.push_back(constant_value(llvm::cast<llvm::Constant>(operand.get()), state));
    return SymValue::aggregate(std::move(elements));
  }
  if (const auto* expression = llvm::dyn_cast<llvm::ConstantExpr>(constant)) {
    // Evaluate as the equivalent instruction (detached, then deleted).
    auto delete_value = [](llvm::Instruction* inst) { inst->deleteValue(); };
    std::unique_ptr<llvm::Instruction, decltype(delete_value)> inst(
        const_cast<llvm::ConstantExpr*>(expression)->getAsInstruction(), delete_value);
    Frame scratch;
    return compute(scratch, *inst, state);
  }
  if (const auto* number = llvm::dyn_cast<llvm::ConstantFP>(constant)) {  // its bits (see involves_floating_point)
    const llvm::APInt bits = number->getValueAPF().bitcastToAPInt();
    if (bits.getBitWidth() > terms::kMaxWidth) throw UnsupportedConstruct{"floating-point constant wider than 128 bits"};
    return SymValue::scalar(tm_.mk_bv(low_bits(bits), bits.getBitWidth()));
  }
  throw UnsupportedConstruct{"constant of type " + type_name(type)};
}

}  // namespace swarmbmc::encoder
