// Variadic functions on x86-64, the way clang compiles them.
//
// clang expands `va_arg` into explicit code over the ABI's va_list
// { i32 gp_offset; i32 fp_offset; ptr overflow_arg_area; ptr reg_save_area }:
// an argument comes from the register save area while gp_offset (fp_offset
// for floating point) says registers remain, else from the overflow area,
// which then advances by the argument's size rounded up to 8 bytes. A call
// to a variadic function therefore lays its variadic arguments out as an
// overflow area (a fresh object, 8-byte slots), and va_start marks every
// register as used (gp_offset 48, fp_offset 176), so every va_arg reads the
// overflow area in order. Reading more arguments than were passed runs off
// the end of that object: a bounds failure, as the undefined behaviour it is.
//
// On i386 (ILP32, --32) va_list is a plain pointer into the argument area
// (4-byte slots) and clang expands va_arg into pointer arithmetic, so
// va_start only stores the area's address and va_copy copies a pointer.
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/TargetParser/Triple.h>

#include "Calls.h"

namespace swarmbmc::encoder {
namespace {

constexpr uint64_t kSlot = 8;
constexpr uint64_t kAllRegistersUsedGp = 48;   // 6 general-purpose registers x 8 bytes
constexpr uint64_t kAllRegistersUsedFp = 176;  // 48 + 8 vector registers x 16 bytes

constexpr uint64_t kSlot32 = 4;  // i386: arguments occupy 4-byte multiples

uint64_t align_to(uint64_t value, uint64_t alignment) { return (value + alignment - 1) / alignment * alignment; }

enum class VaAbi { X86_64, I386, Other };

VaAbi va_abi(const llvm::Module& module) {
  const llvm::Triple triple(module.getTargetTriple());
  if (triple.getArch() == llvm::Triple::x86_64) return VaAbi::X86_64;
  if (triple.getArch() == llvm::Triple::x86) return VaAbi::I386;
  return VaAbi::Other;
}

/// The size of an argument slot (and the multiple every argument occupies).
uint64_t slot_bytes(VaAbi abi) { return abi == VaAbi::I386 ? kSlot32 : kSlot; }

}  // namespace

SymValue Calls::variadic_area(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee,
                              PathState& state) {
  const VaAbi abi = va_abi(module_);
  if (abi == VaAbi::Other)
    throw UnsupportedConstruct{"call to variadic function '" + callee.getName().str() + "' on target '" +
                               module_.getTargetTriple() + "' (only x86-64 and i386 are modelled)"};
  const uint64_t slot = slot_bytes(abi);
  Term contents = tm_.mk_const_array(tm_.mk_bv(0, 8));
  uint64_t offset = 0;
  for (unsigned i = callee.arg_size(); i < call.arg_size(); ++i) {
    const llvm::Value* argument = call.getArgOperand(i);
    const bool by_value = call.isByValArgument(i);
    llvm::Type* type = by_value ? call.getParamByValType(i) : argument->getType();
    const uint64_t size = layout_.getTypeAllocSize(type);
    // i386 slots are 4-byte aligned already; x86-64 aligns over-aligned types.
    if (abi == VaAbi::X86_64) offset = align_to(offset, std::max<uint64_t>(slot, layout_.getABITypeAlign(type).value()));
    if (by_value) {
      std::vector<Term> bytes = memory_.load_bytes(instructions_.value_of(frame, argument, state),
                                                   static_cast<unsigned>(size), "variadic argument", call, state);
      for (uint64_t b = 0; b < size; ++b) contents = tm_.mk_store(contents, tm_.mk_bv(offset + b, 64), bytes[b]);
    } else {
      contents =
          memory_.write_value(contents, tm_.mk_bv(offset, 64), instructions_.value_of(frame, argument, state), type);
    }
    offset += align_to(size, slot);
  }
  const std::string name = "variadic arguments of " + callee.getName().str() + " at " + location_of(call).short_form();
  const unsigned id = memory_.new_object(state, {name, tm_.mk_bv(offset, 64)}, contents);
  return SymValue::pointer(memory_.objects().id_term(id), tm_.mk_bv(0, 64));
}

bool Calls::va_intrinsic(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state) {
  if (name.rfind("llvm.va_end", 0) == 0) return true;
  llvm::LLVMContext& context = call.getContext();
  llvm::Type* i32 = llvm::Type::getInt32Ty(context);
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  llvm::Type* pointer_type = llvm::PointerType::get(context, 0);
  SymValue list = instructions_.value_of(frame, call.getArgOperand(0), state);
  auto field = [&](const SymValue& base, uint64_t at) {
    return SymValue::pointer(base.object, tm_.mk_add(base.offset, tm_.mk_bv(at, 64)));
  };
  if (va_abi(module_) == VaAbi::I386) {  // va_list is a pointer
    if (name.rfind("llvm.va_copy", 0) == 0) {
      SymValue source = instructions_.value_of(frame, call.getArgOperand(1), state);
      memory_.store(list, memory_.load(source, pointer_type, call, state), pointer_type, call, state);
      return true;
    }
    if (!frame.varargs.is_pointer()) throw UnsupportedConstruct{"va_start outside a variadic function"};
    memory_.store(list, frame.varargs, pointer_type, call, state);
    return true;
  }
  if (name.rfind("llvm.va_copy", 0) == 0) {
    SymValue source = instructions_.value_of(frame, call.getArgOperand(1), state);
    for (uint64_t at = 0; at < 24; at += 8)
      memory_.store(field(list, at), memory_.load(field(source, at), i64, call, state), i64, call, state);
    return true;
  }
  if (!frame.varargs.is_pointer()) throw UnsupportedConstruct{"va_start outside a variadic function"};
  memory_.store(field(list, 0), SymValue::scalar(tm_.mk_bv(kAllRegistersUsedGp, 32)), i32, call, state);
  memory_.store(field(list, 4), SymValue::scalar(tm_.mk_bv(kAllRegistersUsedFp, 32)), i32, call, state);
  memory_.store(field(list, 8), frame.varargs, pointer_type, call, state);
  memory_.store(field(list, 16), SymValue::pointer(memory_.objects().id_term(0), tm_.mk_bv(0, 64)), pointer_type, call,
                state);
  return true;
}

SymValue Calls::va_arg(Frame& frame, const llvm::VAArgInst& inst, PathState& state) {
  const VaAbi abi = va_abi(module_);
  if (abi == VaAbi::Other) throw UnsupportedConstruct{"va_arg on a target other than x86-64 and i386"};
  const uint64_t slot = slot_bytes(abi);
  llvm::Type* pointer_type = llvm::PointerType::get(inst.getContext(), 0);
  SymValue list = instructions_.value_of(frame, inst.getPointerOperand(), state);
  SymValue area_slot =
      abi == VaAbi::I386 ? list : SymValue::pointer(list.object, tm_.mk_add(list.offset, tm_.mk_bv(8, 64)));
  SymValue area = memory_.load(area_slot, pointer_type, inst, state);
  if (!area.is_pointer()) throw UnsupportedConstruct{"va_arg on a va_list that va_start did not set up"};
  llvm::Type* type = inst.getType();
  const uint64_t alignment =
      abi == VaAbi::I386 ? slot : std::max<uint64_t>(slot, layout_.getABITypeAlign(type).value());
  if (alignment > slot)  // round the offset up: (offset + a - 1) & -a
    area.offset = tm_.mk_binary(terms::Op::BvAnd, tm_.mk_add(area.offset, tm_.mk_bv(alignment - 1, 64)),
                                tm_.mk_bv(~(alignment - 1), 64));
  SymValue value = memory_.load(area, type, inst, state);
  SymValue next = SymValue::pointer(area.object,
                                    tm_.mk_add(area.offset, tm_.mk_bv(align_to(layout_.getTypeAllocSize(type), slot), 64)));
  memory_.store(area_slot, next, pointer_type, inst, state);
  return value;
}

}  // namespace swarmbmc::encoder
