// Objects and memory accesses: globals, allocas, loads, stores and the
// memory intrinsics, each dereference checked for null and bounds.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <numeric>

#include "MemoryModel.h"

namespace swarmbmc::encoder {
bool type_holds_pointers(const llvm::Type* type) {
  if (type->isPointerTy()) return true;
  if (const auto* array = llvm::dyn_cast<llvm::ArrayType>(type)) return type_holds_pointers(array->getElementType());
  if (const auto* vector = llvm::dyn_cast<llvm::VectorType>(type)) return type_holds_pointers(vector->getElementType());
  if (const auto* structure = llvm::dyn_cast<llvm::StructType>(type)) {
    for (const llvm::Type* element : structure->elements())
      if (type_holds_pointers(element)) return true;
    return false;
  }
  return !type->isIntegerTy() && !type->isFloatingPointTy();
}

bool is_copy_source(const llvm::GlobalVariable& global) {
  return global.isConstant() && global.hasGlobalUnnamedAddr() && global.hasPrivateLinkage();
}

MemoryModel::MemoryModel(const llvm::Module& module, TermManager& tm, Records& records, const CheckSelection& checks,
                         bool malloc_may_fail)
    : module_(module),
      layout_(module.getDataLayout()),
      pointers_(PointerLayout::for_width(layout_.getPointerSizeInBits())),
      tm_(tm),
      records_(records),
      formula_(records.formula()),
      checks_(checks),
      malloc_may_fail_(malloc_may_fail),
      objects_(tm) {}

unsigned MemoryModel::new_object(PathState& state, MemoryObject object, Contents contents) {
  const unsigned id = objects_.add(std::move(object));
  if (state.memory.size() <= id) state.memory.resize(id + 1);
  if (state.alive.size() <= id) state.alive.resize(id + 1, nullptr);
  state.memory[id] = std::move(contents);
  state.alive[id] = tm_.mk_true();
  return id;
}

unsigned MemoryModel::cell_width_hint(const llvm::Type* type) const {
  auto* t = const_cast<llvm::Type*>(type);
  if (auto* array = llvm::dyn_cast<llvm::ArrayType>(t)) return cell_width_hint(array->getElementType());
  if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(t)) return cell_width_hint(vector->getElementType());
  uint64_t g = 0;
  if (auto* structure = llvm::dyn_cast<llvm::StructType>(t)) {
    for (llvm::Type* element : structure->elements()) {
      const unsigned w = cell_width_hint(element);
      if (w == 0) return 0;
      g = std::gcd<uint64_t>(g, w);
    }
    if (g == 0) return 0;
  } else if (t->isIntegerTy() || t->isPointerTy() || t->isFloatingPointTy()) {
    g = layout_.getTypeStoreSize(t);
  } else {
    return 0;
  }
  unsigned w = 1;
  while (w < kMaxCellBytes && g % (2 * w) == 0) w *= 2;
  return w;
}

MemoryModel::CellChoice& MemoryModel::cell_choice(unsigned id) {
  if (cell_choice_.size() <= id) cell_choice_.resize(id + 1);
  return cell_choice_[id];
}

void MemoryModel::count_cell_access(unsigned id, Term offset, bool write, PathState& state) {
  if (!state.memory[id].is_cells() || offset->is_const()) return;
  CellChoice& choice = cell_choice(id);
  if (!write) {
    ++choice.symbolic_reads;
  } else if (++choice.symbolic_writes > choice.symbolic_reads + kMaxUnreadCellWrites) {
    choice.width = kNoCells;
    state.memory[id] = to_array(tm_, state.memory[id]);
  }
}

void MemoryModel::use_cells(unsigned id, Contents& contents, unsigned access_bytes) {
  if (!contents) return;
  unsigned& width = cell_choice(id).width;
  if (width == kNoCells) {
    if (contents.is_cells()) contents = to_array(tm_, contents);
    return;
  }
  if (contents.is_cells()) return;
  const MemoryObject& object = objects_.at(id);
  if (width == 0) {
    if (object.is_function || object.is_opaque || !object.size->is_const() || object.size->value == 0 ||
        object.size->value > kMaxCells * kMaxCellBytes) {
      width = kNoCells;
      return;
    }
    if (access_bytes == 0) return;  // untyped: decide at the first load or store
    const uint64_t size = static_cast<uint64_t>(object.size->value);
    for (unsigned w : {object.cell_hint, access_bytes, 1u}) {
      if (w == 0 || w > kMaxCellBytes || (w & (w - 1)) != 0 || size % w != 0 || size / w > kMaxCells) continue;
      width = w;
      break;
    }
    if (width == 0) {
      width = kNoCells;
      return;
    }
  }
  contents = to_cells(tm_, contents, width, static_cast<uint64_t>(object.size->value));
}

std::vector<std::pair<const llvm::GlobalVariable*, unsigned>> MemoryModel::create_global_objects(PathState& state) {
  std::vector<std::pair<const llvm::GlobalVariable*, unsigned>> globals;
  for (const llvm::GlobalVariable& global : module_.globals()) {
    const uint64_t size = layout_.getTypeAllocSize(global.getValueType());
    MemoryObject object{global.getName().str(), tm_.mk_bv(size, 64)};
    object.storage = Storage::Global;
    object.read_only = global.isConstant();
    object.string_literal = is_copy_source(global) && global.getValueType()->isArrayTy() &&
                            global.getValueType()->getArrayElementType()->isIntegerTy(8);
    object.may_hold_pointers = type_holds_pointers(global.getValueType());
    object.cell_hint = cell_width_hint(global.getValueType());
    const unsigned id = new_object(state, object, nullptr);
    if (object.may_hold_pointers) cell_choice(id).width = kNoCells;  // see use_cells
    global_objects_[&global] = id;
    globals.push_back({&global, id});
  }
  return globals;
}

SymValue MemoryModel::address_of(const llvm::GlobalValue& global) {
  auto it = global_objects_.find(&global);
  if (it == global_objects_.end()) {
    const auto* function = llvm::dyn_cast<llvm::Function>(&global);
    if (!function) throw UnsupportedConstruct{"global '" + global.getName().str() + "'"};
    MemoryObject object{"function " + function->getName().str(), tm_.mk_bv(0, 64)};
    object.is_function = true;
    const unsigned id = objects_.add(object);
    global_objects_[&global] = id;
    function_objects_[id] = function;
    it = global_objects_.find(&global);
  }
  return SymValue::pointer(objects_.id_term(it->second), tm_.mk_bv(0, 64));
}

const llvm::Function* MemoryModel::function_at(unsigned id) const {
  auto it = function_objects_.find(id);
  return it == function_objects_.end() ? nullptr : it->second;
}

unsigned MemoryModel::allocate(const llvm::AllocaInst& alloca, Term count, PathState& state) {
  const uint64_t element_size = layout_.getTypeAllocSize(alloca.getAllocatedType());
  if (count->sort.is_bool()) count = tm_.mk_bool_to_bv(count, 1);
  Term size = tm_.mk_mul(tm_.mk_zext_or_trunc(count, 64), tm_.mk_bv(element_size, 64));
  const std::string name = alloca.hasName() ? alloca.getName().str() : "local variable";
  // Uninitialised locals hold arbitrary bytes.
  MemoryObject object{name, size};
  object.cell_hint = cell_width_hint(alloca.getAllocatedType());
  const unsigned id = new_object(state, object, tm_.mk_var(terms::Sort::array(), name + ".uninit"));
  if (type_holds_pointers(alloca.getAllocatedType())) cell_choice(id).width = kNoCells;  // see use_cells
  return id;
}

std::vector<unsigned> MemoryModel::check_access(const SymValue& pointer, unsigned bytes, const char* action,
                                                const llvm::Instruction& inst, PathState& state) {
  if (!pointer.is_pointer()) throw UnsupportedConstruct{"dereference of a non-pointer value"};
  std::vector<unsigned> ids;
  const bool exact = possible_objects(pointer.object, ids);
  if (!exact) {  // unknown target: any object may be meant
    ids.clear();
    for (unsigned id = 0; id < objects_.count(); ++id) ids.push_back(id);
  }
  Term is_null = tm_.mk_eq(pointer.object, objects_.id_term(0));
  records_.add_check(PropertyKind::Null, std::string("null pointer dereference (") + action + ")", inst, state.guard,
                     tm_.mk_not(is_null));
  std::vector<unsigned> candidates;
  TargetTest valid(tm_, exact);
  if (!exact || std::find(ids.begin(), ids.end(), 0u) != ids.end())
    valid.add(is_null, tm_.mk_true());  // null is reported by the check above
  for (unsigned id : ids) {
    if (id == 0) continue;
    Term points_here = tm_.mk_eq(pointer.object, objects_.id_term(id));
    if (id >= state.memory.size() || !state.memory[id]) {
      valid.add(points_here, tm_.mk_false());
      continue;
    }
    const MemoryObject& object = objects_.at(id);
    if (object.is_opaque) {
      formula_.unsupported.push_back({std::string(action) + " through " + object.name + " at " +
                                          location_of(inst).short_form() + " (its target is not modelled)",
                                      tm_.mk_and(state.guard, points_here)});
      valid.add(points_here, tm_.mk_true());
      continue;
    }
    Term offset = offset_into(tm_, pointer.object, pointer.offset, id);
    valid.add(points_here, in_bounds(tm_, offset, bytes, object.size));
    if (!object.is_function) candidates.push_back(id);
  }
  std::string message = std::string(action) + " out of bounds";
  if (exact && candidates.size() == 1) message += " of '" + objects_.at(candidates[0]).name + "'";
  else if (!exact) message += " or through an invalid pointer";
  records_.add_check(PropertyKind::Bounds, message, inst, state.guard, valid.result());
  check_alive(pointer, candidates, action, inst, state);
  return candidates;
}

void MemoryModel::check_writable(const SymValue& pointer, const std::vector<unsigned>& candidates, const char* action,
                                 const llvm::Instruction& inst, PathState& state) {
  // A constant global lives in read-only memory (.rodata): a native run
  // crashes at the write, so what would follow it is never reached.
  Term writable = tm_.mk_true();
  std::vector<unsigned> constants;
  for (unsigned id : candidates) {
    if (!objects_.at(id).read_only) continue;
    writable = tm_.mk_and(writable, tm_.mk_not(tm_.mk_eq(pointer.object, objects_.id_term(id))));
    constants.push_back(id);
  }
  if (constants.empty()) return;
  const MemoryObject& first = objects_.at(constants[0]);
  std::string message = std::string(action) + " to " +
                        (first.string_literal ? "a string literal" : "the constant '" + first.name + "'");
  if (constants.size() > 1) message = std::string(action) + " to a string literal or constant";
  records_.add_check(PropertyKind::ReadOnly, message, inst, state.guard, writable);
}

SymValue MemoryModel::load(const SymValue& pointer, const llvm::Type* type, const llvm::Instruction& inst,
                           PathState& state) {
  const unsigned bytes = static_cast<unsigned>(layout_.getTypeStoreSize(const_cast<llvm::Type*>(type)));
  std::vector<unsigned> candidates = check_access(pointer, bytes, "load", inst, state);
  if (candidates.empty()) return fresh_value(type, "invalid-load");  // every path fails the checks
  if (on_load) on_load(pointer, candidates, bytes, inst, state);
  const bool pointers = type_holds_pointers(type);
  auto read_from = [&](unsigned id) {
    if (pointers) cell_choice(id).width = kNoCells;  // see use_cells
    use_cells(id, state.memory[id], bytes);
    Term offset = offset_into(tm_, pointer.object, pointer.offset, id);
    count_cell_access(id, offset, false, state);
    return read_value(state.memory[id], offset, type);
  };
  // Each read as it is where the pointer points to its candidate: a store
  // through this same pointer left ite(p == k, stored, old) on top of each
  // candidate k (Memory.h, own_side). Under the test p == k below the term
  // manager folds that back to `stored`, but the last candidate's read has
  // no test of its own and kept `old`, a value the program never loads
  // there: after `p->next = q; p = p->next;` p could still be the old
  // next, the next store through p went there too and left initial bytes
  // in it, and pointers read back from there had no constant ids, so every
  // access through them looked at every object (SV-COMP's
  // sll-reverse_simple: 59 k terms at depth 3, 850 k at depth 10).
  SymValue value = own_side(tm_, read_from(candidates.back()), pointer.object, candidates, candidates.back());
  for (size_t i = candidates.size() - 1; i-- > 0;) {
    Term here = tm_.mk_eq(pointer.object, objects_.id_term(candidates[i]));
    value = ite_value(tm_, here, own_side(tm_, read_from(candidates[i]), pointer.object, candidates, candidates[i]), value);
  }
  return value;
}

void MemoryModel::store(const SymValue& pointer, const SymValue& value, const llvm::Type* type,
                        const llvm::Instruction& inst, PathState& state) {
  const unsigned bytes = static_cast<unsigned>(layout_.getTypeStoreSize(const_cast<llvm::Type*>(type)));
  std::vector<unsigned> candidates = check_access(pointer, bytes, "store", inst, state);
  check_writable(pointer, candidates, "store", inst, state);
  const bool pointers = type_holds_pointers(type);
  for (unsigned id : candidates) {
    if (pointers) cell_choice(id).width = kNoCells;  // see use_cells
    use_cells(id, state.memory[id], bytes);
    Term offset = offset_into(tm_, pointer.object, pointer.offset, id);
    Contents written = write_value(state.memory[id], offset, value, type);
    state.memory[id] = candidates.size() == 1 ? written
                                              : contents_ite(tm_, tm_.mk_eq(pointer.object, objects_.id_term(id)),
                                                             written, state.memory[id]);
    count_cell_access(id, offset, true, state);
  }
}

SymValue MemoryModel::read_value(const Contents& contents, Term offset, const llvm::Type* type) {
  if (type->isIntegerTy(1))
    return SymValue::scalar(tm_.mk_eq(tm_.mk_extract(read_bytes(tm_, contents, offset, 1), 0, 0), tm_.mk_bv(1, 1)));
  if (type->isIntegerTy() || type->isFloatingPointTy()) {  // floating point: its bits (see involves_floating_point)
    const unsigned w = static_cast<unsigned>(type->getPrimitiveSizeInBits());
    if (w > terms::kMaxWidth)
      throw UnsupportedConstruct{std::string("load of ") + (type->isIntegerTy() ? "an integer" : "a floating-point value") +
                                 " wider than 128 bits"};
    const unsigned bytes = (w + 7) / 8;
    return SymValue::scalar(tm_.mk_extract(read_bytes(tm_, contents, offset, bytes), w - 1, 0));
  }
  if (type->isPointerTy())
    return int_to_pointer(tm_, read_bytes(tm_, contents, offset, pointers_.bytes()), pointers_);
  if (const auto* structure = llvm::dyn_cast<llvm::StructType>(type)) {
    const llvm::StructLayout* layout = layout_.getStructLayout(const_cast<llvm::StructType*>(structure));
    std::vector<SymValue> elements;
    for (unsigned i = 0; i < structure->getNumElements(); ++i) {
      Term at = tm_.mk_add(offset, tm_.mk_bv(layout->getElementOffset(i), 64));
      elements.push_back(read_value(contents, at, structure->getElementType(i)));
    }
    return SymValue::aggregate(std::move(elements));
  }
  if (type->isVectorTy()) {  // elements packed, no padding between them
    const llvm::FixedVectorType* vector = vector_shape(type);
    const uint64_t stride = layout_.getTypeStoreSize(vector->getElementType());
    std::vector<SymValue> elements;
    for (unsigned i = 0; i < vector->getNumElements(); ++i)
      elements.push_back(read_value(contents, tm_.mk_add(offset, tm_.mk_bv(i * stride, 64)), vector->getElementType()));
    return SymValue::aggregate(std::move(elements));
  }
  if (const auto* array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    const uint64_t stride = layout_.getTypeAllocSize(array->getElementType());
    std::vector<SymValue> elements;
    for (uint64_t i = 0; i < array->getNumElements(); ++i)
      elements.push_back(read_value(contents, tm_.mk_add(offset, tm_.mk_bv(i * stride, 64)), array->getElementType()));
    return SymValue::aggregate(std::move(elements));
  }
  throw UnsupportedConstruct{"load of an unsupported type"};
}

Term MemoryModel::pointer_word(const SymValue& pointer) {
  Term fits = pointer_fits(tm_, pointer, pointers_);
  if (fits != tm_.mk_true()) {
    // Before the first instruction (global initializers, main's argv) every path is meant.
    Term lost = tm_.mk_and(records_.executing_guard ? records_.executing_guard : tm_.mk_true(), tm_.mk_not(fits));
    if (lost != tm_.mk_false())
      formula_.unsupported.push_back(
          {"pointer that does not fit in " + std::to_string(pointers_.bits) +
               " bits (object id >= " + std::to_string(1u << pointers_.object_bits) + " or offset beyond " +
               std::to_string(1u << (pointers_.offset_bits() - 1)) + " bytes) at " +
               (records_.executing ? location_of(*records_.executing).short_form() : std::string("program start")),
           lost});
  }
  return pointer_to_int(tm_, pointer, pointers_);
}

Contents MemoryModel::write_value(const Contents& initial, Term offset, const SymValue& value, const llvm::Type* type) {
  Contents contents = initial;
  if (type->isIntegerTy(1)) return write_bytes(tm_, contents, offset, tm_.mk_bool_to_bv(value.term, 8));
  if (type->isIntegerTy() || type->isFloatingPointTy()) {  // floating point: its bits
    const unsigned w = static_cast<unsigned>(type->getPrimitiveSizeInBits());
    if (w > terms::kMaxWidth)
      throw UnsupportedConstruct{std::string("store of ") + (type->isIntegerTy() ? "an integer" : "a floating-point value") +
                                 " wider than 128 bits"};
    return write_bytes(tm_, contents, offset, tm_.mk_zext(value.term, (w + 7) / 8 * 8));
  }
  if (type->isPointerTy()) return write_bytes(tm_, contents, offset, pointer_word(value));
  if (const auto* structure = llvm::dyn_cast<llvm::StructType>(type)) {
    const llvm::StructLayout* layout = layout_.getStructLayout(const_cast<llvm::StructType*>(structure));
    for (unsigned i = 0; i < structure->getNumElements(); ++i) {
      Term at = tm_.mk_add(offset, tm_.mk_bv(layout->getElementOffset(i), 64));
      contents = write_value(contents, at, value.elements.at(i), structure->getElementType(i));
    }
    return contents;
  }
  if (type->isVectorTy()) {
    const llvm::FixedVectorType* vector = vector_shape(type);
    const uint64_t stride = layout_.getTypeStoreSize(vector->getElementType());
    for (unsigned i = 0; i < vector->getNumElements(); ++i)
      contents = write_value(contents, tm_.mk_add(offset, tm_.mk_bv(i * stride, 64)), value.elements.at(i),
                             vector->getElementType());
    return contents;
  }
  if (const auto* array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    const uint64_t stride = layout_.getTypeAllocSize(array->getElementType());
    for (uint64_t i = 0; i < array->getNumElements(); ++i)
      contents = write_value(contents, tm_.mk_add(offset, tm_.mk_bv(i * stride, 64)), value.elements.at(i),
                             array->getElementType());
    return contents;
  }
  throw UnsupportedConstruct{"store of an unsupported type"};
}

std::vector<Term> MemoryModel::load_bytes(const SymValue& source, unsigned bytes, const std::string& action,
                                          const llvm::Instruction& inst, PathState& state) {
  std::vector<unsigned> sources = check_access(source, bytes, action.c_str(), inst, state);
  if (sources.empty()) return std::vector<Term>(bytes, tm_.mk_bv(0, 8));
  for (unsigned id : sources) {
    use_cells(id, state.memory[id], 0);
    count_cell_access(id, source.offset, false, state);
  }
  std::vector<Term> data = read_byte_sequence(tm_, state.memory[sources.back()], source.offset, bytes);
  for (size_t k = sources.size() - 1; k-- > 0;) {
    std::vector<Term> here = read_byte_sequence(tm_, state.memory[sources[k]], source.offset, bytes);
    Term points = tm_.mk_eq(source.object, objects_.id_term(sources[k]));
    for (unsigned i = 0; i < bytes; ++i) data[i] = tm_.mk_ite(points, here[i], data[i]);
  }
  return data;
}

SymValue MemoryModel::byval_copy(const SymValue& source, const llvm::Type* type, const std::string& name,
                                 const llvm::Instruction& call, PathState& state) {
  const uint64_t size = layout_.getTypeAllocSize(const_cast<llvm::Type*>(type));
  if (size > kMaxMemoryIntrinsicBytes) throw UnsupportedConstruct{"by-value argument of more than 1 MiB"};
  const unsigned bytes = static_cast<unsigned>(size);
  std::vector<Term> data = load_bytes(source, bytes, "by-value argument " + name, call, state);
  Term contents = tm_.mk_var(terms::Sort::array(), name + ".byval");
  for (unsigned i = 0; i < bytes; ++i) contents = tm_.mk_store(contents, tm_.mk_bv(i, 64), data[i]);
  const unsigned id = new_object(state, {name, tm_.mk_bv(size, 64)}, contents);
  return SymValue::pointer(objects_.id_term(id), tm_.mk_bv(0, 64));
}

void MemoryModel::check_overlap(const SymValue& destination, const SymValue& source, Term length,
                                const llvm::Instruction& inst, PathState& state) {
  if (!destination.is_pointer() || !source.is_pointer()) return;
  length = tm_.mk_zext_or_trunc(length, 64);
  // Same object and [d, d+n) meets [s, s+n) (offsets compared unsigned, as
  // in-bounds offsets are).
  Term overlap = tm_.mk_and(
      tm_.mk_eq(destination.object, source.object),
      tm_.mk_and(tm_.mk_ult(destination.offset, tm_.mk_add(source.offset, length)),
                 tm_.mk_ult(source.offset, tm_.mk_add(destination.offset, length))));
  // Equal ranges are allowed: clang copies a struct assigned to itself
  // (`*p = *q` with p == q) with llvm.memcpy, whose LangRef permits it.
  overlap = tm_.mk_and(overlap, tm_.mk_not(tm_.mk_eq(length, tm_.mk_bv(0, 64))));
  overlap = tm_.mk_and(overlap, tm_.mk_not(tm_.mk_eq(destination.offset, source.offset)));
  records_.add_check(PropertyKind::Overlap, "memcpy source and destination overlap", inst, state.guard,
                     tm_.mk_not(overlap));
}

void MemoryModel::store_bytes(const SymValue& destination, const std::vector<Term>& data, const std::string& function,
                              const llvm::Instruction& inst, PathState& state) {
  const unsigned bytes = static_cast<unsigned>(data.size());
  std::vector<unsigned> targets = check_access(destination, bytes, (function + " destination").c_str(), inst, state);
  check_writable(destination, targets, function.c_str(), inst, state);
  for (unsigned id : targets) {
    use_cells(id, state.memory[id], 0);
    Contents written = write_byte_sequence(tm_, state.memory[id], destination.offset, data);
    state.memory[id] = targets.size() == 1 ? written
                                           : contents_ite(tm_, tm_.mk_eq(destination.object, objects_.id_term(id)),
                                                          written, state.memory[id]);
    count_cell_access(id, destination.offset, true, state);
  }
}

}  // namespace swarmbmc::encoder
