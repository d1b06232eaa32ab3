// Program start and end (Entry.h).
#include <llvm/IR/Constants.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <cassert>

#include "encoder/instructions/ConstantStrings.h"
#include "frontend/IrConventions.h"
#include "Entry.h"

namespace swarmbmc::encoder {
namespace {

/// The functions of `llvm.global_ctors` or `llvm.global_dtors`, sorted by
/// priority (stable: equal priorities keep their order in the array).
std::vector<const llvm::Function*> structors(const llvm::Module& module, const char* name) {
  const llvm::GlobalVariable* list = module.getNamedGlobal(name);
  std::vector<std::pair<uint64_t, const llvm::Function*>> entries;
  if (!list || !list->hasInitializer()) return {};
  const auto* array = llvm::dyn_cast<llvm::ConstantArray>(list->getInitializer());
  if (!array) return {};
  for (const llvm::Use& use : array->operands()) {
    const auto* entry = llvm::dyn_cast<llvm::ConstantStruct>(use.get());
    if (!entry || entry->getNumOperands() < 2) continue;
    const auto* priority = llvm::dyn_cast<llvm::ConstantInt>(entry->getOperand(0));
    const auto* function = llvm::dyn_cast<llvm::Function>(entry->getOperand(1)->stripPointerCasts());
    if (priority && function) entries.push_back({priority->getZExtValue(), function});
  }
  std::stable_sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<const llvm::Function*> functions;
  for (const auto& entry : entries) functions.push_back(entry.second);
  return functions;
}

/// Where `function` is defined (from its debug info), for the trace of a
/// call that no instruction makes.
SourceLocation definition_of(const llvm::Function& function) {
  SourceLocation where;
  where.function = function.getName().str();
  if (const llvm::DISubprogram* subprogram = function.getSubprogram()) {
    where.file = subprogram->getFilename().str();
    where.line = subprogram->getLine();
  }
  return where;
}

/// A return instruction of `function` (the last one), where the checks at
/// the end of the program are reported.
const llvm::Instruction* final_return(const llvm::Function& function) {
  const llvm::Instruction* found = nullptr;
  for (const llvm::BasicBlock& block : function)
    if (llvm::isa<llvm::ReturnInst>(block.getTerminator())) found = block.getTerminator();
  return found;
}

/// sizeof the type parameter `index` of `function` points to, from debug
/// info; 0 when unknown (no debug info, void *, incomplete type).
uint64_t pointee_size(const llvm::Function& function, unsigned index) {
  const llvm::DISubprogram* subprogram = function.getSubprogram();
  if (!subprogram || !subprogram->getType()) return 0;
  llvm::DITypeRefArray types = subprogram->getType()->getTypeArray();
  if (index + 1 >= types.size()) return 0;
  auto strip = [](const llvm::DIType* type) {
    while (const auto* derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type)) {
      const unsigned tag = derived->getTag();
      if (tag != llvm::dwarf::DW_TAG_typedef && tag != llvm::dwarf::DW_TAG_const_type &&
          tag != llvm::dwarf::DW_TAG_volatile_type && tag != llvm::dwarf::DW_TAG_restrict_type)
        break;
      type = derived->getBaseType();
    }
    return type;
  };
  const auto* pointer = llvm::dyn_cast_or_null<llvm::DIDerivedType>(strip(types[index + 1]));
  if (!pointer || pointer->getTag() != llvm::dwarf::DW_TAG_pointer_type) return 0;
  const llvm::DIType* pointee = strip(pointer->getBaseType());
  return pointee ? pointee->getSizeInBits() / 8 : 0;
}

/// A trace input of `size` bytes of `text` from `first`: a string value.
TraceEvent string_input(TermManager& tm, const std::string& name, Term text, uint64_t first, uint64_t size,
                        Term guard, const SourceLocation& where) {
  TraceEvent event{TraceEvent::Kind::Input, guard, where, name};
  for (uint64_t k = first; k < first + size; ++k) {
    EventValue byte;
    byte.scalar = tm.mk_select(text, tm.mk_bv(k, 64));
    byte.is_signed = false;
    event.arguments.push_back(byte);
  }
  return event;
}

/// The trace's input "argument argv[index]": the initial bytes of the
/// string object (`text`, `size` bytes), on the paths where it is one of
/// main's arguments. The bytes are read in the model only; they are not
/// new_input values (the object's contents are free already), so a swarm
/// replay leaves them free, as before, and ranged keys do not count them.
TraceEvent argv_input(TermManager& tm, Term text, uint64_t size, unsigned index, Term guard,
                      const SourceLocation& where) {
  return string_input(tm, "argument argv[" + std::to_string(index) + "]", text, 0, size, guard, where);
}

/// The C library model's environment (libc/models/env.c): three longs
/// (count, unknown, modified), then slots of two pointers (entry, value).
constexpr const char* kEnvironmentTable = "__swarmbmc_environment";
constexpr unsigned kEnvironmentHeaderWords = 3;
/// How the trace names an environment variable's inputs ("environment HOME").
const std::string kEnvironmentInput = "environment ";

/// The variables the program names by a constant string in calls of
/// getenv, secure_getenv and setenv (setenv without overwrite reads
/// whether it is set), in the order they appear; the models' own calls
/// name nothing of the program's.
std::vector<std::string> asked_variables(const llvm::Module& module) {
  std::vector<std::string> names;
  for (const llvm::Function& function : module) {
    if (function.hasFnAttribute(frontend::kLibraryModelAttribute)) continue;
    for (const llvm::BasicBlock& block : function)
      for (const llvm::Instruction& inst : block) {
        const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
        const llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
        if (!callee || call->arg_size() == 0) continue;
        const llvm::StringRef called = callee->getName();
        if (called != "getenv" && called != "secure_getenv" && called != "setenv") continue;
        const std::string name = constant_string(call->getArgOperand(0));
        if (!name.empty() && name.find('=') == std::string::npos &&
            std::find(names.begin(), names.end(), name) == names.end())
          names.push_back(name);
      }
  }
  return names;
}

}  // namespace

Entry::Entry(const llvm::Module& module, TermManager& tm, Records& records, MemoryModel& memory,
             Instructions& instructions, TraceRecorder& trace, Inliner& inliner, Options options)
    : module_(module),
      layout_(module.getDataLayout()),
      pointers_(memory.pointers()),
      tm_(tm),
      records_(records),
      formula_(records.formula()),
      memory_(memory),
      instructions_(instructions),
      trace_(trace),
      inliner_(inliner),
      options_(options) {
  memory_.on_load = [this](const SymValue& pointer, const std::vector<unsigned>& candidates, unsigned bytes,
                           const llvm::Instruction& inst, const PathState& state) {
    if (!argv_strings_.empty()) argv_end(pointer, candidates, bytes, inst, state);
  };
}

void Entry::run_program(const llvm::Function& entry) {
  PathState state{tm_.mk_true(), {}, {}};
  state.memory.push_back(tm_.mk_const_array(tm_.mk_bv(0, 8)));  // the null object
  create_globals(state);
  create_environment(entry, state);
  if (state.guard->is_false()) return;
  for (const llvm::Function* constructor : structors(module_, "llvm.global_ctors"))
    if (!call_handler(*constructor, tm_.mk_true(), state)) return;
  std::vector<SymValue> arguments = entry_arguments(entry, state);
  if (state.guard->is_false()) return;
  CallResult result = inliner_.call_function(entry, std::move(arguments), std::move(state), {});
  if (!result.returned) return;
  // Returning from main is exit(): the handlers run. Another --entry just
  // returns; the memory checks at exit are made there too.
  const llvm::Instruction* end = final_return(entry);
  if (options_.entry == "main")
    run_exit_handlers(result.state, end);
  else if (end) {
    trace_.check_log_reached(result.state, *end);
    memory_.check_memory_at_exit(result.state, *end);
  }
}

std::vector<SymValue> Entry::entry_arguments(const llvm::Function& entry, PathState& state) {
  std::vector<SymValue> arguments;
  if (is_main_with_arguments(entry)) {
    main_arguments(entry, state, arguments);
    return arguments;
  }
  // Integers are inputs; a pointer points to a fresh object of unknown
  // contents, as large as its pointee type (debug info) and at least
  // kFreshObjectBytes.
  for (const llvm::Argument& argument : entry.args()) {
    const std::string name = argument.getName().empty() ? "argument " + std::to_string(argument.getArgNo())
                                                        : argument.getName().str();
    if (argument.getType()->isPointerTy()) {
      const uint64_t size = std::max(kFreshObjectBytes, pointee_size(entry, argument.getArgNo()));
      arguments.push_back(memory_.fresh_object("*" + name, tm_.mk_bv(size, 64), Storage::Global, state));
      continue;
    }
    if (!argument.getType()->isIntegerTy() || argument.getType()->getIntegerBitWidth() > terms::kMaxWidth) {
      arguments.push_back(memory_.fresh_value(argument.getType(), name));
      continue;
    }
    SourceLocation where;
    where.function = entry.getName().str();
    Term input =
        records_.new_input(argument.getType()->getIntegerBitWidth(), "argument " + name, state.guard, where, true);
    if (!input) input = memory_.fresh_value(argument.getType(), name).term;  // replay of an empty input list
    arguments.push_back(SymValue::scalar(input));
  }
  return arguments;
}

bool Entry::is_main_with_arguments(const llvm::Function& entry) const {
  if (entry.getName() != "main" || entry.arg_size() < 2 || entry.arg_size() > 3) return false;
  for (unsigned i = 1; i < entry.arg_size(); ++i)
    if (!entry.getArg(i)->getType()->isPointerTy()) return false;
  return entry.getArg(0)->getType()->isIntegerTy() && entry.getArg(0)->getType()->getIntegerBitWidth() <= 64;
}

// argv[i] holds at most --max-arg-length characters: a program that reads
// the terminator of a string that long (strlen, strcpy, a loop to the NUL)
// might have gone on with a longer argument, so, like a stream's end at
// --max-input-length (StreamInputs.cpp), that is a bound reached: a proof
// becomes BOUNDED instead of a VERIFIED that holds only for short arguments.
// The condition is a read of byte --max-arg-length itself: a scan reaches
// it only past non-NUL bytes (its path says so), and a direct read of it is
// counted too (BOUNDED where VERIFIED might have been right, never the
// reverse); naming the string's bytes here would put them all into every
// query and into the model's junk past the terminator.
void Entry::argv_end(const SymValue& pointer, const std::vector<unsigned>& candidates, unsigned bytes,
                     const llvm::Instruction& inst, const PathState& state) {
  for (unsigned id : candidates) {
    auto found = argv_strings_.find(id);
    if (found == argv_strings_.end()) continue;
    if (found->second == "envp") {
      environment_read(state);
      continue;
    }
    const bool variable = found->second.rfind(kEnvironmentInput, 0) == 0;
    const uint64_t length = variable ? options_.io.environment.max_length : options_.max_arg_length;
    Term offset = offset_into(tm_, pointer.object, pointer.offset, id);
    Term at = tm_.mk_bv(length, 64);
    Term covers = tm_.mk_and(tm_.mk_ule(offset, at), tm_.mk_ult(at, tm_.mk_add(offset, tm_.mk_bv(bytes, 64))));
    Term here = candidates.size() == 1 ? tm_.mk_true() : tm_.mk_eq(pointer.object, memory_.objects().id_term(id));
    records_.input_bound(found->second, variable ? "--max-env-length" : "--max-arg-length", length,
                         location_of(records_.reported_site(inst)), tm_.mk_and(state.guard, tm_.mk_and(here, covers)));
  }
}

// main's envp is the --env variables, NULL-terminated, as the process
// started. Over an unknown environment it would have to list unknown
// variables consistently with what getenv answers, and after setenv & co.
// glibc edits or replaces the array in ways the model does not follow: a
// read of the list then cuts the path (the load's instruction catches it)
// rather than answering with a list the real program might not see.
void Entry::environment_read(const PathState& state) {
  if (!options_.io.environment.only)
    throw UnsupportedConstruct{"main's envp over an unknown environment (not modelled; --env-only makes it the "
                               "--env variables)"};
  const llvm::GlobalVariable* table = module_.getNamedGlobal(kEnvironmentTable);
  if (!table) return;  // no setenv & co. in the program
  const unsigned id = memory_.global_id(*table);
  llvm::Type* word = llvm::IntegerType::get(module_.getContext(), pointers_.bits);
  Term modified = memory_.read_value(state.memory[id], tm_.mk_bv(2 * pointers_.bytes(), 64), word).term;
  if (!modified->is_const() || modified->value != 0)
    throw UnsupportedConstruct{"main's envp after setenv, unsetenv, putenv or clearenv (not modelled)"};
}

// The environment before main: each --env variable, then (unless
// --env-only) each variable the program names, unset or holding unknown
// characters, as in CBMC's treatment of argv. They are trace inputs, for
// people and for replay, which runs the program in exactly this
// environment; under --env-only "environment other variables set = 0"
// tells replay to clear the rest.
void Entry::create_environment(const llvm::Function& entry, PathState& state) {
  const bool envp = is_main_with_arguments(entry) && entry.arg_size() == 3;
  const bool table = module_.getNamedGlobal(kEnvironmentTable) != nullptr;
  if (!table && !envp) return;
  const ProgramEnvironment& environment = options_.io.environment;
  std::vector<std::pair<SymValue, SymValue>> variables;
  for (const auto& [name, value] : environment.fixed) {
    variables.push_back(environment_variable(name, &value, state));
    environment_entries_.push_back(variables.back().first);
  }
  SourceLocation where;
  where.function = entry.getName().str();
  if (environment.only) {
    // An input (the trace's values replay in order) that can only be 0.
    Term others = records_.new_input(1, kEnvironmentInput + "other variables set", state.guard, where, false);
    if (others) state.guard = tm_.mk_and(state.guard, tm_.mk_not(others));
  } else {
    for (const std::string& name : asked_variables(module_)) {
      auto given = [&](const auto& fixed) { return fixed.first == name; };
      if (std::none_of(environment.fixed.begin(), environment.fixed.end(), given))
        variables.push_back(environment_variable(name, nullptr, state));
    }
  }
  if (table) fill_environment_table(variables, state);
}

std::pair<SymValue, SymValue> Entry::environment_variable(const std::string& name, const std::string* value,
                                                          PathState& state) {
  const std::string label = kEnvironmentInput + name;
  SourceLocation where;
  where.function = options_.entry;
  const SymValue null = SymValue::pointer(memory_.objects().id_term(0), tm_.mk_bv(0, 64));
  // The entry "NAME=VALUE", one object as glibc's environ string (a write
  // through getenv's pointer changes it); "NAME=" for an unknown value.
  const std::string text = name + "=" + (value ? *value : "");
  Term bytes = tm_.mk_const_array(tm_.mk_bv(0, 8));
  for (size_t i = 0; i < text.size(); ++i)
    bytes = tm_.mk_store(bytes, tm_.mk_bv(i, 64), tm_.mk_bv(static_cast<unsigned char>(text[i]), 8));
  MemoryObject entry_object{label, tm_.mk_bv(text.size() + 1, 64)};
  entry_object.storage = Storage::Global;
  entry_object.may_hold_pointers = false;
  const unsigned entry = memory_.new_object(state, entry_object, bytes);
  const SymValue entry_pointer = SymValue::pointer(memory_.objects().id_term(entry), tm_.mk_bv(0, 64));
  if (value) {
    records_.add_event(string_input(tm_, label, bytes, name.size() + 1, value->size() + 1, state.guard, where));
    return {entry_pointer, SymValue::pointer(memory_.objects().id_term(entry), tm_.mk_bv(name.size() + 1, 64))};
  }
  // Unknown: unset, or at most --max-env-length characters, as argv[i].
  const uint64_t length = options_.io.environment.max_length;
  llvm::Type* byte_type = llvm::Type::getInt8Ty(module_.getContext());
  Term unknown = memory_.write_value(tm_.mk_var(terms::Sort::array(), label), tm_.mk_bv(length, 64),
                                     SymValue::scalar(tm_.mk_bv(0, 8)), byte_type);
  MemoryObject value_object{label, tm_.mk_bv(length + 1, 64)};
  value_object.storage = Storage::Global;
  value_object.may_hold_pointers = false;
  const unsigned id = memory_.new_object(state, value_object, unknown);
  argv_strings_[id] = label;
  Term set = records_.new_input(1, label + " set", state.guard, where, false);
  if (!set) set = tm_.mk_var(terms::Sort::boolean(), label + " set");  // replay of an empty input list
  records_.add_event(string_input(tm_, label, unknown, 0, length + 1, tm_.mk_and(state.guard, set), where));
  unknown_environment_.push_back(name);
  const SymValue string = SymValue::pointer(memory_.objects().id_term(id), tm_.mk_bv(0, 64));
  return {entry_pointer, ite_value(tm_, set, string, null)};
}

void Entry::fill_environment_table(const std::vector<std::pair<SymValue, SymValue>>& variables, PathState& state) {
  const llvm::GlobalVariable* table = module_.getNamedGlobal(kEnvironmentTable);
  const unsigned id = memory_.global_id(*table);
  const uint64_t word_bytes = pointers_.bytes();
  const uint64_t size = layout_.getTypeAllocSize(table->getValueType());
  const uint64_t capacity = (size - kEnvironmentHeaderWords * word_bytes) / (2 * word_bytes);
  if (variables.size() > capacity) {
    formula_.unsupported.push_back({"more than " + std::to_string(capacity) + " environment variables (not modelled)",
                                    state.guard});
    state.guard = tm_.mk_false();
    return;
  }
  llvm::Type* word = llvm::IntegerType::get(module_.getContext(), pointers_.bits);
  llvm::Type* pointer_type = llvm::PointerType::get(module_.getContext(), 0);
  auto put = [&](uint64_t offset, const SymValue& value, llvm::Type* type) {
    state.memory[id] = memory_.write_value(state.memory[id], tm_.mk_bv(offset, 64), value, type);
  };
  put(0, SymValue::scalar(tm_.mk_bv(variables.size(), pointers_.bits)), word);
  put(word_bytes, SymValue::scalar(tm_.mk_bv(options_.io.environment.only ? 0 : 1, pointers_.bits)), word);
  for (size_t k = 0; k < variables.size(); ++k) {
    const uint64_t slot = (kEnvironmentHeaderWords + 2 * k) * word_bytes;
    put(slot, variables[k].first, pointer_type);
    put(slot + word_bytes, variables[k].second, pointer_type);
  }
}

void Entry::main_arguments(const llvm::Function& entry, PathState& state, std::vector<SymValue>& arguments) {
  // As CBMC: 1 <= argc <= max_argc; argv[0..argc-1] point to distinct
  // NUL-terminated strings of unknown contents (at most max_arg_length
  // characters before the terminator), argv[argc] is NULL; envp (if asked
  // for) lists the --env variables. Each argv[i] on the path is an input of the
  // trace (its bytes as the model chose them), for people and for replay.
  llvm::LLVMContext& context = entry.getContext();
  llvm::Type* pointer_type = llvm::PointerType::get(context, 0);
  llvm::Type* byte_type = llvm::Type::getInt8Ty(context);
  const unsigned width = entry.getArg(0)->getType()->getIntegerBitWidth();
  SourceLocation where;
  where.function = entry.getName().str();
  Term argc = records_.new_input(width, "argument argc", state.guard, where, true);
  if (!argc) argc = memory_.fresh_value(entry.getArg(0)->getType(), "argc").term;
  const unsigned max_argc = std::max(1u, options_.max_argc);
  state.guard = tm_.mk_and(state.guard, tm_.mk_and(tm_.mk_sle(tm_.mk_bv(1, width), argc),
                                                   tm_.mk_sle(argc, tm_.mk_bv(max_argc, width))));
  Term list = tm_.mk_const_array(tm_.mk_bv(0, 8));
  const SymValue null = SymValue::pointer(memory_.objects().id_term(0), tm_.mk_bv(0, 64));
  const uint64_t length = options_.max_arg_length;
  for (unsigned i = 0; i < max_argc; ++i) {
    const std::string name = "argv[" + std::to_string(i) + "]";
    Term text = memory_.write_value(tm_.mk_var(terms::Sort::array(), name), tm_.mk_bv(length, 64),
                                    SymValue::scalar(tm_.mk_bv(0, 8)), byte_type);
    const unsigned id = memory_.new_object(state, {name, tm_.mk_bv(length + 1, 64)}, text);
    argv_strings_[id] = name;
    SymValue string = SymValue::pointer(memory_.objects().id_term(id), tm_.mk_bv(0, 64));
    Term passed = tm_.mk_slt(tm_.mk_bv(i, width), argc);
    SymValue slot = ite_value(tm_, passed, string, null);
    list = memory_.write_value(list, tm_.mk_bv(pointers_.bytes() * i, 64), slot, pointer_type);
    records_.add_event(argv_input(tm_, text, length + 1, i, tm_.mk_and(state.guard, passed), where));
  }
  const unsigned argv = memory_.new_object(state, {"argv", tm_.mk_bv(pointers_.bytes() * (max_argc + 1), 64)}, list);
  arguments.push_back(SymValue::scalar(argc));
  arguments.push_back(SymValue::pointer(memory_.objects().id_term(argv), tm_.mk_bv(0, 64)));
  if (entry.arg_size() == 3) {
    // The --env variables' entries, then NULL (environment_read).
    Term entries = tm_.mk_const_array(tm_.mk_bv(0, 8));
    for (size_t k = 0; k < environment_entries_.size(); ++k)
      entries =
          memory_.write_value(entries, tm_.mk_bv(pointers_.bytes() * k, 64), environment_entries_[k], pointer_type);
    const uint64_t size = pointers_.bytes() * (environment_entries_.size() + 1);
    const unsigned envp = memory_.new_object(state, {"envp", tm_.mk_bv(size, 64)}, entries);
    argv_strings_[envp] = "envp";
    arguments.push_back(SymValue::pointer(memory_.objects().id_term(envp), tm_.mk_bv(0, 64)));
  }
}

void Entry::create_globals(PathState& state) {
  const std::vector<std::pair<const llvm::GlobalVariable*, unsigned>> globals = memory_.create_global_objects(state);
  Term zeros = tm_.mk_const_array(tm_.mk_bv(0, 8));
  for (auto [global, id] : globals) {
    if (!global->hasInitializer()) {
      records_.warn("global '" + global->getName().str() + "' is only declared: its contents are nondeterministic");
      state.memory[id] = tm_.mk_var(terms::Sort::array(), global->getName().str());
      continue;
    }
    const llvm::Constant* init = global->getInitializer();
    // A copy source's padding and undef bytes stand for the bytes C leaves
    // unspecified in the local it initialises (C11 6.2.6.1p6-7: padding,
    // the bytes of a union outside the initialised member): unknown. In a
    // static object they are zero (6.7.9p10).
    const bool static_bytes = !is_copy_source(*global);
    Term contents = static_bytes ? zeros : tm_.mk_var(terms::Sort::array(), global->getName().str() + ".unspecified");
    if (!init->isNullValue() || !static_bytes) {
      try {
        instructions_.in_static_initializer = static_bytes;
        SymValue value = instructions_.constant_value(init, state);
        instructions_.in_static_initializer = false;
        contents = memory_.write_value(contents, tm_.mk_bv(0, 64), value, global->getValueType());
      } catch (const UnsupportedConstruct& unsupported) {
        instructions_.in_static_initializer = false;
        formula_.unsupported.push_back(
            {unsupported.what + " in the initializer of global '" + global->getName().str() + "'", state.guard});
        contents = tm_.mk_var(terms::Sort::array(), global->getName().str());
      }
    }
    state.memory[id] = contents;
  }
}

bool Entry::call_handler(const llvm::Function& function, Term condition, PathState& state) {
  Term taken = tm_.mk_and(state.guard, condition);
  if (taken->is_false()) return true;
  Term skipped = tm_.mk_and(state.guard, tm_.mk_not(condition));
  std::vector<SymValue> arguments;
  for (const llvm::Argument& argument : function.args())
    arguments.push_back(memory_.fresh_value(argument.getType(), function.getName().str() + ".arg"));
  const SourceLocation where = definition_of(function);
  records_.add_event({TraceEvent::Kind::Call, taken, where, function.getName().str()});
  CallResult result = inliner_.call_function(function, std::move(arguments),
                                             PathState{taken, state.memory, state.alive, state.rounding_mode}, {});
  if (result.returned)
    records_.add_event({TraceEvent::Kind::Return, result.state.guard, where, function.getName().str()});
  if (skipped->is_false()) {
    if (!result.returned) return false;
    state = std::move(result.state);
    return true;
  }
  PathState outside{skipped, std::move(state.memory), std::move(state.alive), state.rounding_mode};
  if (!result.returned) {
    state = std::move(outside);
    return true;
  }
  state = std::move(result.state);
  memory_.merge_into(state, outside);
  return true;
}

void Entry::run_exit_handlers(PathState state, const llvm::Instruction* at) {
  if (running_exit_handlers_) return;  // exit() inside a handler ends the path there
  running_exit_handlers_ = true;
  bool continues = true;
  for (auto it = exit_handlers_.rbegin(); continues && it != exit_handlers_.rend(); ++it)
    continues = call_handler(*it->function, it->registered, state);
  // Destructors run after the atexit handlers, highest priority first.
  std::vector<const llvm::Function*> destructors = structors(module_, "llvm.global_dtors");
  for (auto it = destructors.rbegin(); continues && it != destructors.rend(); ++it)
    continues = call_handler(**it, tm_.mk_true(), state);
  running_exit_handlers_ = false;
  if (continues && at) {
    trace_.check_log_reached(state, *at);
    memory_.check_memory_at_exit(state, *at);
  }
}

bool Entry::register_exit_handler(Frame& frame, const llvm::CallBase& call, PathState& state) {
  SymValue target = instructions_.value_of(frame, call.getArgOperand(0), state);
  std::vector<unsigned> ids;
  if (!target.is_pointer() || !possible_objects(target.object, ids) || ids.size() != 1 || !memory_.function_at(ids[0]))
    throw UnsupportedConstruct{"atexit() of other than one known function"};
  exit_handlers_.push_back({memory_.function_at(ids[0]), state.guard});
  if (!call.getType()->isVoidTy()) frame.values[&call] = memory_.zero_value(call.getType());
  return true;
}

}  // namespace swarmbmc::encoder
