// Calls the memory model answers: the heap functions (malloc, calloc,
// realloc, free, aligned_alloc, posix_memalign, alloca) and the memory
// intrinsics (memcpy, memmove, memset of a constant length). Their
// arguments are read here; what they do to memory is memory/'s.
#include <llvm/IR/Instructions.h>

#include <algorithm>

#include "Calls.h"

namespace swarmbmc::encoder {

bool Calls::heap_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state,
                      bool& handled) {
  handled = true;
  auto argument = [&](unsigned i) { return instructions_.scalar_of(frame, call.getArgOperand(i), state); };
  auto result = [&](std::optional<SymValue> value) {
    if (!value) return false;
    frame.values[&call] = std::move(*value);
    return true;
  };
  if (name == "malloc" && call.arg_size() == 1)
    return result(memory_.allocate_heap(call, name, argument(0), nullptr, state));
  if ((name == "alloca" || name == "__builtin_alloca") && call.arg_size() == 1) {
    // Stack memory of the calling function: it dies when that returns,
    // and freeing it is an invalid free.
    const std::string label = "alloca at " + location_of(call).short_form();
    const unsigned id = memory_.new_object(state, {label, tm_.mk_zext_or_trunc(argument(0), 64)},  // Storage::Stack
                                           tm_.mk_var(terms::Sort::array(), label));
    frame.locals.push_back(id);
    return result(SymValue::pointer(memory_.objects().id_term(id), tm_.mk_bv(0, 64)));
  }
  if (name == "aligned_alloc" && call.arg_size() == 2)
    return result(memory_.allocate_heap(call, name, argument(1), nullptr, state));
  if (name == "calloc" && call.arg_size() == 2) {
    // A product that overflows size_t (the arguments' width) makes calloc return NULL.
    const unsigned size_bits = std::min(64u, argument(0)->width());
    Term count = tm_.mk_zext(tm_.mk_zext_or_trunc(argument(0), 64), 128);
    Term each = tm_.mk_zext(tm_.mk_zext_or_trunc(argument(1), 64), 128);
    Term product = tm_.mk_mul(count, each);
    Term overflows = tm_.mk_not(tm_.mk_eq(tm_.mk_extract(product, 127, size_bits), tm_.mk_bv(0, 128 - size_bits)));
    std::optional<SymValue> block =
        memory_.allocate_heap(call, name, tm_.mk_extract(product, 63, 0), tm_.mk_const_array(tm_.mk_bv(0, 8)), state);
    if (!block) return false;
    SymValue null = SymValue::pointer(memory_.objects().id_term(0), tm_.mk_bv(0, 64));
    return result(ite_value(tm_, overflows, null, *block));
  }
  if (name == "posix_memalign" && call.arg_size() == 3) {
    std::optional<SymValue> block = memory_.allocate_heap(call, name, argument(2), nullptr, state);
    if (!block) return false;
    llvm::Type* pointer_type = call.getArgOperand(0)->getType();
    memory_.store(instructions_.value_of(frame, call.getArgOperand(0), state), *block, pointer_type, call, state);
    // 0 on success, ENOMEM (12) when --malloc-may-fail made it fail.
    Term failed = tm_.mk_eq(block->object, memory_.objects().id_term(0));
    return result(SymValue::scalar(tm_.mk_ite(failed, tm_.mk_bv(12, 32), tm_.mk_bv(0, 32))));
  }
  if (name == "free" && call.arg_size() == 1) {
    memory_.free_pointer(instructions_.value_of(frame, call.getArgOperand(0), state), "free", call, state);
    return true;
  }
  if (name == "realloc" && call.arg_size() == 2) {
    SymValue old = instructions_.value_of(frame, call.getArgOperand(0), state);
    Term size = tm_.mk_zext_or_trunc(argument(1), 64);
    frame.values[&call] = memory_.reallocate(call, old, size, state);
    return true;
  }
  handled = false;
  return true;
}

bool Calls::memory_intrinsic(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state) {
  Term length = instructions_.scalar_of(frame, call.getArgOperand(2), state);
  if (!length->is_const()) throw UnsupportedConstruct{name + " with a symbolic length"};
  if (length->value > kMaxMemoryIntrinsicBytes) throw UnsupportedConstruct{name + " of more than 1 MiB"};
  const unsigned bytes = static_cast<unsigned>(length->value);
  if (bytes == 0) return true;
  SymValue destination = instructions_.value_of(frame, call.getArgOperand(0), state);
  if (name == "memcpy")
    memory_.check_overlap(destination, instructions_.value_of(frame, call.getArgOperand(1), state), length, call,
                          state);
  std::vector<Term> data(bytes);
  if (name == "memset") {
    Term byte = instructions_.scalar_of(frame, call.getArgOperand(1), state);
    for (Term& b : data) b = byte;
  } else {  // memcpy and memmove: read everything before writing anything
    data = memory_.load_bytes(instructions_.value_of(frame, call.getArgOperand(1), state), bytes, name + " source",
                              call, state);
  }
  memory_.store_bytes(destination, data, name, call, state);
  return true;
}

}  // namespace swarmbmc::encoder
