// Output events that need more than the call's arguments:
// perror, whose text is the model's errno's strerror, and the vprintf
// family, whose arguments are in a va_list. Both are for the trace only
// (OutputEvents.cpp): reads here are unchecked and change no formula.
//
// errno is libc/models/errno.c's `swarmbmc_errno` (linked when a model or
// the program uses errno; absent, nothing set it: 0). A va_list is read the
// way Variadic.cpp lays it out on x86-64: va_start leaves gp_offset 48 (all
// registers used) and the overflow area pointer at offset 8, each argument
// in an 8-byte slot. Anything else (i386, a va_list va_start did not set up
// on this path, more conversions than the area holds) is not rendered.
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/TargetParser/Triple.h>

#include "encoder/trace/OutputText.h"
#include "OutputEvents.h"

namespace swarmbmc::encoder {

namespace {

constexpr uint64_t kVaSlot = 8;
constexpr uint64_t kGpOffsetAfterVaStart = 48;  // Variadic.cpp's va_start

/// The LLVM type a conversion reads from a va_list (after C's promotions).
llvm::Type* conversion_type(const FormatConversion& c, llvm::LLVMContext& context) {
  if (c.conversion == 's' || c.conversion == 'p') return llvm::PointerType::get(context, 0);
  if (std::string("fFgGeEaA").find(c.conversion) != std::string::npos) return llvm::Type::getDoubleTy(context);
  const bool wide = c.length == "l" || c.length == "ll" || c.length == "j" || c.length == "z" || c.length == "t" ||
                    c.length == "q";
  return wide ? llvm::Type::getInt64Ty(context) : llvm::Type::getInt32Ty(context);
}

}  // namespace

EventValue OutputEvents::errno_value(Frame& frame, PathState& state) {
  EventValue value;
  value.scalar = tm_.mk_bv(0, 32);
  const llvm::GlobalVariable* global = module_.getGlobalVariable("swarmbmc_errno", true);
  if (!global) return value;
  SymValue pointer = instructions_.value_of(frame, global, state);
  if (!pointer.is_pointer() || !pointer.object->is_const()) return value;
  const auto id = static_cast<unsigned>(pointer.object->value);
  if (id == 0 || id >= state.memory.size() || !state.memory[id]) return value;
  value.scalar = memory_.read_value(state.memory[id], pointer.offset, global->getValueType()).term;
  return value;
}

// glibc: "message: strerror(errno)\n" on stderr, or only the strerror text
// when the message is NULL or empty. A message whose first byte is not
// known at the call is not rendered (its form depends on it).
void OutputEvents::record_perror(Frame& frame, const llvm::CallBase& call, PathState& state) {
  if (call.arg_size() != 1) return;
  auto record = std::make_shared<OutputRecord>();
  record->stream_name = "stderr";
  record->formatted = true;
  const SymValue message = instructions_.value_of(frame, call.getArgOperand(0), state);
  OutputArgument text{event_value(message), output_bytes(message, nullptr, true, state)};
  const bool null = message.is_pointer() && message.object->is_const() && message.object->value == 0;
  const OutputBytes& bytes = text.text;
  const bool first_known = bytes.readable && bytes.objects.size() == 1 && !bytes.objects[0].bytes.empty() &&
                           bytes.objects[0].bytes[0]->is_const();
  record->format_known = null || first_known;
  if (null || (first_known && bytes.objects[0].bytes[0]->value == 0)) {
    record->format = "%m\n";
  } else if (first_known) {
    record->format = "%s: %m\n";
    record->arguments.push_back(std::move(text));
  }
  if (record->format_known) record->arguments.push_back(OutputArgument{errno_value(frame, state), {}});
  TraceEvent event{TraceEvent::Kind::Output, state.guard, location_of(call), "perror"};
  event.output = std::move(record);
  records_.add_event(std::move(event));
}

bool OutputEvents::va_list_arguments(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned list,
                                     const ParsedFormat& parsed, PathState& state) {
  if (llvm::Triple(module_.getTargetTriple()).getArch() != llvm::Triple::x86_64) return false;
  llvm::LLVMContext& context = call.getContext();
  const SymValue va_list = instructions_.value_of(frame, call.getArgOperand(list), state);
  if (!va_list.is_pointer() || !va_list.object->is_const()) return false;
  const auto list_id = static_cast<unsigned>(va_list.object->value);
  if (list_id == 0 || list_id >= state.memory.size() || !state.memory[list_id]) return false;
  const Contents& list_contents = state.memory[list_id];
  Term gp_offset = memory_.read_value(list_contents, va_list.offset, llvm::Type::getInt32Ty(context)).term;
  if (!gp_offset || !gp_offset->is_const() || gp_offset->value != kGpOffsetAfterVaStart) return false;
  SymValue area = memory_.read_value(list_contents, tm_.mk_add(va_list.offset, tm_.mk_bv(8, 64)),
                                     llvm::PointerType::get(context, 0));
  if (!area.is_pointer() || !area.object->is_const() || !area.offset->is_const()) return false;
  const auto area_id = static_cast<unsigned>(area.object->value);
  if (area_id == 0 || area_id >= state.memory.size() || !state.memory[area_id]) return false;
  Term size = memory_.objects().at(area_id).size;
  if (!size->is_const()) return false;
  uint64_t at = static_cast<uint64_t>(area.offset->value);
  auto next = [&](llvm::Type* type, OutputArgument& argument) {
    if (at + kVaSlot > size->value) return false;  // more conversions than arguments: not rendered
    const SymValue value = memory_.read_value(state.memory[area_id], tm_.mk_bv(at, 64), type);
    argument.value = event_value(value, type);
    at += kVaSlot;
    return true;
  };
  for (const FormatConversion& c : parsed.conversions) {
    if (!c.supported) break;
    if (c.conversion == '%' || c.conversion == 'm') continue;  // no argument (the caller inserts %m's errno)
    for (int star = (c.width_star ? 1 : 0) + (c.precision_star ? 1 : 0); star > 0; --star) {
      OutputArgument width;
      if (!next(llvm::Type::getInt32Ty(context), width)) return false;
      record.arguments.push_back(std::move(width));
    }
    OutputArgument argument;
    llvm::Type* type = conversion_type(c, context);
    if (!next(type, argument)) return false;
    if (c.conversion == 's') {
      const SymValue pointer = memory_.read_value(state.memory[area_id], tm_.mk_bv(at - kVaSlot, 64), type);
      argument.text = output_bytes(pointer, nullptr, true, state);
    }
    record.arguments.push_back(std::move(argument));
  }
  return true;
}

}  // namespace swarmbmc::encoder
