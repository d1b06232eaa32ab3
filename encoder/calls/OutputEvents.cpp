// Output as trace events (issue 34): what printf, fprintf, puts, putchar,
// fputs, fputc and putc (declarations, handled here) and the C library
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
// (libc/models/stream_core.h: -1 stdout, -2 stderr, else the opened
// stream's), named in the trace by the stream names known at the call.
#include <llvm/IR/Instructions.h>

#include <algorithm>

#include "OutputText.h"
#include "Unroller.h"

namespace swarmbmc::encoder {

namespace {

/// Pointees whose cells (CellMemory.h) a read at an offset that is not a
/// constant would scan, per byte, beyond which the bytes are not read.
constexpr uint64_t kMaxScannedCells = 64;

/// Which argument of the call is its FILE *, or -1 (stdout).
int file_argument(const std::string& function) {
  if (function == "fprintf") return 0;
  if (function == "fputs" || function == "fputc" || function == "putc") return 1;
  return -1;
}

}  // namespace

bool Unroller::output_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state) {
  if (name == "__swarmbmc_output" && call.arg_size() == 4) return model_output(frame, call, state);
  if (!call.getType()->isVoidTy()) frame.values[&call] = fresh_value(call.getType(), name);
  const bool character = name == "putchar" || name == "fputc" || name == "putc";
  const bool string = name == "puts" || name == "fputs";
  const bool formatted = name == "printf" || name == "fprintf";
  if (!character && !string && !formatted) return true;  // fflush, perror: no event
  const int file = file_argument(name);
  const unsigned first = formatted && file == 0 ? 1 : 0;  // the format's or the data's argument
  if (call.arg_size() <= first || (file >= 0 && call.arg_size() <= static_cast<unsigned>(file))) return true;
  auto record = std::make_shared<OutputRecord>();
  for (const OpenedStream& stream : streams_) record->stream_names.push_back(stream.name);
  if (file >= 0)
    output_stream(*record, value_of(frame, call.getArgOperand(static_cast<unsigned>(file)), state), state);
  else
    record->stream_name = "stdout";
  Term datum = character ? scalar_of(frame, call.getArgOperand(0), state) : nullptr;
  if (name == "putchar" && call.getType()->isIntegerTy())  // (unsigned char)c, as the real one on success
    frame.values[&call] = SymValue::scalar(
        tm_.mk_zext_or_trunc(tm_.mk_zext(tm_.mk_extract(datum, 7, 0), 32), call.getType()->getIntegerBitWidth()));
  if (character) {
    record->data.bytes = {tm_.mk_extract(datum, 7, 0)};
    record->data.count = tm_.mk_bv(1, 64);
    record->data.readable = true;
  } else if (string) {
    record->data = output_bytes(value_of(frame, call.getArgOperand(0), state), nullptr, true, state);
    if (name == "puts") record->suffix = "\n";
  } else {
    output_format(*record, frame, call, first, state);
  }
  TraceEvent event{TraceEvent::Kind::Output, state.guard, location_of(call), name};
  event.output = std::move(record);
  add_event(std::move(event));
  return true;
}

bool Unroller::model_output(Frame& frame, const llvm::CallBase& call, PathState& state) {
  auto record = std::make_shared<OutputRecord>();
  for (const OpenedStream& stream : streams_) record->stream_names.push_back(stream.name);
  record->stream = tm_.mk_zext_or_trunc(scalar_of(frame, call.getArgOperand(0), state), 64);
  if (record->stream->width() < 64) record->stream = tm_.mk_sext(record->stream, 64);
  Term count = scalar_of(frame, call.getArgOperand(2), state);
  count = count->width() < 64 ? tm_.mk_zext(count, 64) : count;
  record->data = output_bytes(value_of(frame, call.getArgOperand(1), state), count, false, state);
  Term offset = scalar_of(frame, call.getArgOperand(3), state);
  record->offset = offset->width() < 64 ? tm_.mk_sext(offset, 64) : offset;
  // The model has no source location: the event is the program's call's.
  const llvm::Instruction& site = program_site(call);
  std::string function = "write";
  if (const auto* at = llvm::dyn_cast<llvm::CallBase>(&site); at && at->getCalledFunction())
    function = at->getCalledFunction()->getName().str();
  TraceEvent event{TraceEvent::Kind::Output, state.guard, location_of(site), function};
  event.output = std::move(record);
  add_event(std::move(event));
  return true;
}

void Unroller::output_stream(OutputRecord& record, const SymValue& file, PathState& state) {
  record.stream_pointer = event_value(file);
  const unsigned long_bytes = layout_.getPointerSize();  // `long handle`: LP64 and ILP32
  OutputBytes handle = output_bytes(file, tm_.mk_bv(long_bytes, 64), false, state);
  if (!handle.readable || handle.bytes.size() < long_bytes) return;  // shown as an unknown stream
  Term word = handle.bytes[0];
  for (unsigned i = 1; i < long_bytes; ++i) word = tm_.mk_concat(handle.bytes[i], word);
  record.stream = word->width() < 64 ? tm_.mk_sext(word, 64) : word;
}

void Unroller::output_format(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned index,
                             PathState& state) {
  record.formatted = true;
  const OutputBytes format = output_bytes(value_of(frame, call.getArgOperand(index), state), nullptr, true, state);
  record.format_known = format.readable && !format.bytes.empty() && format.bytes.back()->is_const() &&
                        format.bytes.back()->value == 0;
  for (Term byte : format.bytes) {
    record.format_known = record.format_known && byte->is_const();
    if (record.format_known && byte->value != 0) record.format.push_back(static_cast<char>(byte->value));
  }
  if (!record.format_known) return;
  const std::vector<size_t> strings = string_argument_indices(parse_format(record.format));
  for (unsigned i = index + 1; i < call.arg_size(); ++i) {
    OutputArgument argument;
    SymValue value;
    try {
      value = value_of(frame, call.getArgOperand(i), state);
    } catch (const UnsupportedConstruct&) {
      record.arguments.push_back(argument);  // shown only in the trace: rendered as not known
      continue;
    }
    argument.value = event_value(value, call.getArgOperand(i)->getType());
    if (std::count(strings.begin(), strings.end(), i - index - 1)) argument.text = output_bytes(value, nullptr, true, state);
    record.arguments.push_back(std::move(argument));
  }
}

OutputBytes Unroller::output_bytes(const SymValue& pointer, Term count, bool c_string, PathState& state) {
  OutputBytes read;
  read.count = count;
  if (!pointer.is_pointer()) return read;
  read.pointer = event_value(pointer);
  std::vector<unsigned> ids;
  if (!possible_objects(pointer.object, ids)) return read;  // any object: too costly to read
  std::erase_if(ids, [&](unsigned id) {
    return id == 0 || id >= state.memory.size() || !state.memory[id] || objects_.at(id).is_function ||
           objects_.at(id).is_opaque;
  });
  if (ids.empty()) return read;
  uint64_t wanted = count && count->is_const() ? std::min<uint64_t>(count->value, kOutputByteCap) : kOutputByteCap;
  Term room = nullptr;
  uint64_t largest_room = 0;
  bool rooms_known = true;
  for (unsigned id : ids) {
    Term offset = offset_into(tm_, pointer.object, pointer.offset, id);
    const Contents& contents = state.memory[id];
    if (!offset->is_const() && contents.is_cells() && contents.cell_count() > kMaxScannedCells) return read;
    Term here = tm_.mk_sub(objects_.at(id).size, offset);
    room = room ? tm_.mk_ite(tm_.mk_eq(pointer.object, objects_.id_term(id)), here, room) : here;
    if (here->is_const() && static_cast<int64_t>(here->value) >= 0)
      largest_room = std::max<uint64_t>(largest_room, here->value);
    else
      rooms_known = false;
  }
  if (rooms_known) wanted = std::min<uint64_t>(wanted, largest_room);  // no byte beyond the largest object
  read.room = room;
  read.readable = true;
  for (uint64_t i = 0; i < wanted; ++i) {
    Term byte = nullptr;
    for (unsigned id : ids) {
      Term offset = tm_.mk_add(offset_into(tm_, pointer.object, pointer.offset, id), tm_.mk_bv(i, 64));
      Term here = read_bytes(tm_, state.memory[id], offset, 1);
      byte = byte ? tm_.mk_ite(tm_.mk_eq(pointer.object, objects_.id_term(id)), here, byte) : here;
    }
    read.bytes.push_back(byte);
    if (c_string && byte->is_const() && byte->value == 0) break;  // the string ends here on every path
  }
  return read;
}

}  // namespace swarmbmc::encoder
