// Output as trace events: what printf, fprintf, dprintf, the
// vprintf family (vprintf, vfprintf, vdprintf: OutputLibrary.cpp reads the
// va_list), perror (OutputLibrary.cpp), puts, putchar, fputs, fputc and putc
// (declarations, handled here; their _unlocked variants and _IO_putc too)
// and the C library
// models' writes (fwrite in stdio.c, write and pwrite in io.c, through
//   void __swarmbmc_output(long stream, const void *data, long count, long offset))
// write, recorded as a TraceEvent::Kind::Output under the path's guard, so
// the trace shows the calls on the counterexample's path only, in order.
//
// None of it changes the formula: the bytes are read from memory without
// checks (terms only the trace builder evaluates), and the calls' results
// stay what they were (an unknown value for the printf family, puts, fputs,
// fputc and putc; putchar its character, as the stdlib.c model returned).
// The stream of a FILE * call is the FILE's handle, its first field
// (libc/models/stdio/stream_core.h: -1 stdout, -2 stderr, else the opened
// stream's), named in the trace by Formula::stream_names.
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <algorithm>

#include "encoder/trace/OutputText.h"
#include "OutputEvents.h"

namespace swarmbmc::encoder {

namespace {

/// Through a pointer whose offset is not a constant, an object's bytes are
/// copied whole (each read at a constant offset, cheap) and the model picks
/// where the output starts; larger objects are not read (not rendered).
/// Reading at the symbolic offset instead would cost a scan of the object
/// per byte: 100x the terms of a loop printing a 64-byte buffer's suffix.
constexpr uint64_t kMaxSnapshotBytes = 1024;

/// The C string `read` holds when it is one object's constant bytes up to a NUL.
std::optional<std::string> constant_string_of(const OutputBytes& read) {
  if (!read.readable || read.objects.size() != 1 || !read.objects[0].offset->is_const()) return std::nullopt;
  std::string text;
  for (Term byte : read.objects[0].bytes) {
    if (!byte->is_const()) return std::nullopt;
    if (byte->value == 0) return text;
    text.push_back(static_cast<char>(byte->value));
  }
  return std::nullopt;  // no NUL among the bytes read
}

/// The function an output call is: glibc's _unlocked variants and _IO_putc as theirs.
std::string base_function(const std::string& name) {
  if (name == "_IO_putc") return "putc";
  const std::string unlocked = "_unlocked";
  if (name.size() > unlocked.size() && name.compare(name.size() - unlocked.size(), unlocked.size(), unlocked) == 0)
    return name.substr(0, name.size() - unlocked.size());
  return name;
}

/// Which argument of the call is its FILE *, or -1 (stdout).
int file_argument(const std::string& function) {
  if (function == "fprintf" || function == "vfprintf") return 0;
  if (function == "fputs" || function == "fputc" || function == "putc") return 1;
  return -1;
}

/// dprintf's and vdprintf's descriptor: "stdout", "stderr", "descriptor 5".
std::string descriptor_name(Term fd) {
  if (!fd->is_const()) return "descriptor ?";
  const auto number = static_cast<int32_t>(static_cast<uint32_t>(fd->value));
  if (number == 1) return "stdout";
  if (number == 2) return "stderr";
  return "descriptor " + std::to_string(number);
}

}  // namespace

OutputEvents::OutputEvents(const llvm::Module& module, TermManager& tm, Records& records, Instructions& instructions,
                           MemoryModel& memory)
    : module_(module),
      layout_(module.getDataLayout()),
      tm_(tm),
      records_(records),
      instructions_(instructions),
      memory_(memory) {}

bool OutputEvents::output_call(Frame& frame, const llvm::CallBase& call, const std::string& called, PathState& state) {
  const std::string name = base_function(called);
  if (!call.getType()->isVoidTy()) frame.values[&call] = memory_.fresh_value(call.getType(), called);
  if (name == "putchar" && call.arg_size() == 1 && call.getType()->isIntegerTy())  // (unsigned char)c, as ever
    frame.values[&call] = SymValue::scalar(tm_.mk_zext_or_trunc(
        tm_.mk_zext(tm_.mk_extract(instructions_.scalar_of(frame, call.getArgOperand(0), state), 7, 0), 32),
        call.getType()->getIntegerBitWidth()));
  // The event is for the trace only: what it cannot read never cuts the path.
  try {
    if (name == "__swarmbmc_output" && call.arg_size() == 4)
      record_model_output(frame, call, state);
    else
      record_output(frame, call, name, state);
  } catch (const UnsupportedConstruct&) {
  }
  return true;
}

void OutputEvents::record_output(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state) {
  if (name == "perror") return record_perror(frame, call, state);
  const bool character = name == "putchar" || name == "fputc" || name == "putc";
  const bool string = name == "puts" || name == "fputs";
  const bool listed = name == "vprintf" || name == "vfprintf" || name == "vdprintf";  // a va_list's arguments
  const bool formatted = listed || name == "printf" || name == "fprintf" || name == "dprintf";
  if (!character && !string && !formatted) return;  // fflush: no event
  const int file = file_argument(name);
  const bool descriptor = name == "dprintf" || name == "vdprintf";  // its first argument
  const unsigned first = formatted && (file == 0 || descriptor) ? 1 : 0;  // the format's or the data's argument
  if (call.arg_size() <= first + (listed ? 1 : 0) || (file >= 0 && call.arg_size() <= static_cast<unsigned>(file)))
    return;
  auto record = std::make_shared<OutputRecord>();
  if (file >= 0)
    output_stream(*record, instructions_.value_of(frame, call.getArgOperand(static_cast<unsigned>(file)), state),
                  state);
  else if (descriptor)
    record->stream_name = descriptor_name(instructions_.scalar_of(frame, call.getArgOperand(0), state));
  else
    record->stream_name = "stdout";
  if (character) {  // one byte, in no object
    Term datum = tm_.mk_extract(instructions_.scalar_of(frame, call.getArgOperand(0), state), 7, 0);
    record->data.objects.push_back({0, tm_.mk_bv(0, 64), tm_.mk_bv(1, 64), 0, {datum}});
    record->data.count = tm_.mk_bv(1, 64);
    record->data.readable = true;
  } else if (string) {
    record->data = output_bytes(instructions_.value_of(frame, call.getArgOperand(0), state), nullptr, true, state);
    if (name == "puts") record->suffix = "\n";
  } else {
    output_format(*record, frame, call, first, listed, state);
  }
  const llvm::Function* callee = call.getCalledFunction();  // the name called: putchar_unlocked
  TraceEvent event{TraceEvent::Kind::Output, state.guard, location_of(call), callee ? callee->getName().str() : name};
  event.output = std::move(record);
  records_.add_event(std::move(event));
}

void OutputEvents::record_model_output(Frame& frame, const llvm::CallBase& call, PathState& state) {
  auto record = std::make_shared<OutputRecord>();
  record->stream = tm_.mk_zext_or_trunc(instructions_.scalar_of(frame, call.getArgOperand(0), state), 64);
  if (record->stream->width() < 64) record->stream = tm_.mk_sext(record->stream, 64);
  Term count = instructions_.scalar_of(frame, call.getArgOperand(2), state);
  count = count->width() < 64 ? tm_.mk_zext(count, 64) : count;
  record->data = output_bytes(instructions_.value_of(frame, call.getArgOperand(1), state), count, false, state);
  Term offset = instructions_.scalar_of(frame, call.getArgOperand(3), state);
  record->offset = offset->width() < 64 ? tm_.mk_sext(offset, 64) : offset;
  // The model has no source location: the event is the program's call's.
  const llvm::Instruction& site = records_.program_site(call);
  std::string function = "write";
  if (const auto* at = llvm::dyn_cast<llvm::CallBase>(&site); at && at->getCalledFunction())
    function = at->getCalledFunction()->getName().str();
  TraceEvent event{TraceEvent::Kind::Output, state.guard, location_of(site), function};
  event.output = std::move(record);
  records_.add_event(std::move(event));
}

void OutputEvents::output_stream(OutputRecord& record, const SymValue& file, PathState& state) {
  const unsigned long_bytes = layout_.getPointerSize();  // `long handle`: LP64 and ILP32
  record.stream_handle = output_bytes(file, tm_.mk_bv(long_bytes, 64), false, state);
  record.stream_handle.pointer = event_value(file);  // a null FILE * shows as NULL even when not read
}

void OutputEvents::output_format(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned index,
                                 bool listed, PathState& state) {
  record.formatted = true;
  const std::optional<std::string> format = constant_string_of(
      output_bytes(instructions_.value_of(frame, call.getArgOperand(index), state), nullptr, true, state));
  record.format_known = format.has_value();
  if (!format) return;
  record.format = *format;
  const ParsedFormat parsed = parse_format(record.format);
  // vprintf family: the arguments the va_list holds; none when it cannot
  // be read (the text is then not rendered, never guessed).
  if (listed && !va_list_arguments(record, frame, call, index + 1, parsed, state)) record.arguments.clear();
  if (!listed) format_call_arguments(record, frame, call, index, parsed, state);
  // %m (glibc): strerror(errno), no argument of the call: the model's errno
  // at the call goes where the renderer takes it.
  for (size_t at : errno_argument_indices(parsed))
    if (at <= record.arguments.size())
      record.arguments.insert(record.arguments.begin() + static_cast<std::ptrdiff_t>(at),
                              OutputArgument{errno_value(frame, state), {}});
}

void OutputEvents::format_call_arguments(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned index,
                                         const ParsedFormat& parsed, PathState& state) {
  const std::vector<size_t> strings = string_argument_indices(parsed);
  for (unsigned i = index + 1; i < call.arg_size(); ++i) {
    OutputArgument argument;
    SymValue value;
    try {
      value = instructions_.value_of(frame, call.getArgOperand(i), state);
    } catch (const UnsupportedConstruct&) {
      record.arguments.push_back(argument);  // shown only in the trace: rendered as not known
      continue;
    }
    argument.value = event_value(value, call.getArgOperand(i)->getType());
    if (std::count(strings.begin(), strings.end(), i - index - 1)) argument.text = output_bytes(value, nullptr, true, state);
    record.arguments.push_back(std::move(argument));
  }
}

OutputBytes OutputEvents::output_bytes(const SymValue& pointer, Term count, bool c_string, PathState& state) {
  OutputBytes read;
  read.count = count;
  if (!pointer.is_pointer()) return read;
  read.pointer = event_value(pointer);
  std::vector<unsigned> ids;
  if (!possible_objects(pointer.object, ids)) return read;  // any object: too costly to read
  std::erase_if(ids, [&](unsigned id) {
    return id == 0 || id >= state.memory.size() || !state.memory[id] || memory_.objects().at(id).is_function ||
           memory_.objects().at(id).is_opaque;
  });
  const uint64_t wanted = count && count->is_const() ? std::min<uint64_t>(count->value, kOutputByteCap) : kOutputByteCap;
  for (unsigned id : ids) {
    OutputSnapshot snapshot{
        id, offset_into(tm_, pointer.object, pointer.offset, id), memory_.objects().at(id).size, 0, {}};
    const bool constant_size = snapshot.size->is_const();
    uint64_t end = 0;  // one past the last byte copied
    if (snapshot.offset->is_const()) {
      snapshot.first = static_cast<uint64_t>(snapshot.offset->value);
      end = snapshot.first > UINT64_MAX - wanted ? UINT64_MAX : snapshot.first + wanted;
    } else if (constant_size && snapshot.size->value <= kMaxSnapshotBytes) {
      end = static_cast<uint64_t>(snapshot.size->value);  // the whole object: the model picks the offset
    } else {
      return read;  // not readable
    }
    if (constant_size) end = std::min<uint64_t>(end, static_cast<uint64_t>(snapshot.size->value));
    for (uint64_t at = snapshot.first; at < end; ++at) {
      Term byte = read_bytes(tm_, state.memory[id], tm_.mk_bv(at, 64), 1);
      snapshot.bytes.push_back(byte);
      if (c_string && snapshot.offset->is_const() && byte->is_const() && byte->value == 0) break;  // its end
    }
    read.objects.push_back(std::move(snapshot));
  }
  read.readable = !read.objects.empty();
  return read;
}

}  // namespace swarmbmc::encoder
