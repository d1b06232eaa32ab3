#include "TraceBuilder.h"

#include "DebugNames.h"
#include "OutputText.h"
#include "solver/Solver.h"

namespace swarmbmc::encoder {

namespace {

bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// Reads values out of the model.
class ModelReader {
 public:
  ModelReader(const Formula& formula, solver::Solver& solver) : formula_(formula), solver_(solver) {}

  bool holds(Term guard) { return solver_.value(guard) != 0; }

  TraceValue scalar(Term term, bool is_signed, unsigned float_width = 0) {
    TraceValue value;
    value.bits = solver_.value(term);
    if (term->sort.is_bool()) {
      value.kind = TraceValue::Kind::Boolean;
      value.width = 1;
      return value;
    }
    value.kind = TraceValue::Kind::Integer;
    value.width = term->width();
    value.is_signed = is_signed;
    if (float_width == value.width) value.float_width = float_width;  // else not the float's bits: an integer
    return value;
  }

  TraceValue of(const EventValue& event) {
    if (event.scalar) return scalar(event.scalar, event.is_signed, event.float_width);
    TraceValue value;
    if (!event.object) return value;
    value.kind = TraceValue::Kind::Pointer;
    value.object_id = static_cast<unsigned>(solver_.value(event.object));
    value.offset = static_cast<int64_t>(static_cast<uint64_t>(solver_.value(event.offset)));
    if (value.object_id != 0)
      value.object = value.object_id < formula_.object_names.size() ? formula_.object_names[value.object_id]
                                                                   : "object " + std::to_string(value.object_id);
    return value;
  }

 private:
  const Formula& formula_;
  solver::Solver& solver_;
};

/// How the unroller names the initial value of an uninitialised local.
constexpr const char* kUninitialisedSuffix = " (uninitialised)";

/// A step of `kind` at the event's place; the caller fills in the rest.
TraceStep step_of(TraceStep::Kind kind, const TraceEvent& event) {
  TraceStep step;
  step.kind = kind;
  step.location = event.location;
  step.name = event.name;
  step.hidden = event.hidden;
  return step;
}

/// What kind of input an input event's name denotes (see TraceEvent::name).
void classify_input(const std::string& event_name, TraceStep& step) {
  if (event_name.starts_with("swarm_choose_")) {  // swarm_choose_int("velocity")
    step.input_kind = event_name.substr(0, event_name.find('('));
  } else if (ends_with(event_name, "()")) {
    step.name = event_name.substr(0, event_name.size() - 2);
    const bool nondet = step.name.starts_with("__VERIFIER_nondet_") || step.name.starts_with("nondet_");
    step.input_kind = nondet ? step.name : "external-function";
  } else if (ends_with(event_name, kUninitialisedSuffix)) {
    step.name = event_name.substr(0, event_name.size() - std::string(kUninitialisedSuffix).size());
    step.input_kind = "uninitialised";
  } else if (event_name.starts_with("argument ")) {
    step.name = event_name.substr(9);
    step.input_kind = "entry-argument";
  } else {
    step.name = event_name;
    step.input_kind = "klee_make_symbolic";
  }
}

/// An input: a scalar, or (no value, bytes in `arguments`: an argv[i] of
/// main, Entry.cpp) a string, with the bytes past its terminator that no
/// real exec can pass named when they are not all zero.
TraceStep input_step(const TraceEvent& event, ModelReader& model) {
  TraceStep step = step_of(TraceStep::Kind::Input, event);
  classify_input(event.name, step);
  step.choice = event.choice;
  step.event_name = event.name;
  step.choice_restricted = event.choice_restricted;
  if (event.value) {
    step.value = model.scalar(event.value, event.is_signed, event.float_width);
    return step;
  }
  std::string bytes;
  for (const EventValue& byte : event.arguments) bytes += static_cast<char>(model.scalar(byte.scalar, false).bits);
  step.value = TraceValue::string(std::move(bytes));
  return step;
}

TraceStep call_step(const TraceEvent& event, ModelReader& model) {
  TraceStep step = step_of(TraceStep::Kind::Call, event);
  for (const EventValue& argument : event.arguments) step.arguments.push_back(model.of(argument));
  return step;
}

TraceStep return_step(const TraceEvent& event, ModelReader& model) {
  TraceStep step = step_of(TraceStep::Kind::Return, event);
  step.value = model.of(event.result);
  return step;
}

TraceStep assignment_step(const TraceEvent& event, ModelReader& model) {
  TraceStep step = step_of(TraceStep::Kind::Assignment, event);
  step.type = event.type;
  EventValue assigned = event.result;
  if (event.variable_type) {  // a part of a variable in memory: which one the model says
    uint64_t offset = static_cast<uint64_t>(model.scalar(event.variable_offset, false).bits);
    if (event.pointer_start) offset -= static_cast<uint64_t>(model.scalar(event.pointer_start, false).bits);
    const Lvalue part = event.through_pointer
                            ? lvalue_through(event.name, event.variable_type, static_cast<int64_t>(offset))
                            : lvalue_at(event.name, event.variable_type, offset);
    step.name = part.name;
    step.type = part.type;
    assigned.is_signed = is_signed_type(part.debug_type);
  }
  step.value = model.of(assigned);
  return step;
}

TraceStep log_step(const TraceEvent& event, ModelReader& model) {
  TraceStep step = step_of(TraceStep::Kind::Log, event);
  step.log_function = event.log_function.empty() ? "swarm_log" : event.log_function;
  if (event.log_position && event.log_matched && model.holds(event.log_matched))
    step.log_line = static_cast<unsigned>(model.scalar(event.log_position, false).bits) + 1;
  return step;
}

/// The bytes an output read holds in the model: up to its count (a C
/// string: its NUL), its object's end and the cap.
struct ShownBytes {
  std::string bytes;
  bool known = false;      ///< false: not read, or a null pointer
  bool truncated = false;  ///< more were written (or the string goes on) than are shown
  bool past_end = false;   ///< the bytes run past their object's end
};

/// The snapshot of the object the pointer points to in the model (the only
/// one when there is no pointer: a character); null when none is.
const OutputSnapshot* pointed_snapshot(const OutputBytes& read, ModelReader& model) {
  if (!read.pointer.present()) return read.objects.empty() ? nullptr : &read.objects.front();
  const unsigned id = model.of(read.pointer).object_id;
  for (const OutputSnapshot& snapshot : read.objects)
    if (snapshot.object_id == id && id != 0) return &snapshot;
  return nullptr;
}

ShownBytes shown_bytes(const OutputBytes& read, ModelReader& model) {
  ShownBytes shown;
  const OutputSnapshot* from = read.readable ? pointed_snapshot(read, model) : nullptr;
  if (!from) return shown;
  shown.known = true;
  const auto offset = static_cast<int64_t>(model.scalar(from->offset, false).bits);
  const auto size = static_cast<int64_t>(model.scalar(from->size, false).bits);
  const uint64_t count = read.count ? static_cast<uint64_t>(model.scalar(read.count, false).bits) : UINT64_MAX;
  for (uint64_t i = 0; i < count && i < kOutputByteCap; ++i) {
    const int64_t at = offset + static_cast<int64_t>(i);
    if (at < 0 || at >= size) {
      shown.past_end = shown.truncated = true;
      return shown;
    }
    const uint64_t k = static_cast<uint64_t>(at) - from->first;
    if (static_cast<uint64_t>(at) < from->first || k >= from->bytes.size()) {
      shown.truncated = true;  // not copied: beyond what the unroller read
      return shown;
    }
    const char byte = static_cast<char>(model.scalar(from->bytes[k], false).bits);
    if (!read.count && byte == 0) return shown;  // the string's end
    shown.bytes += byte;
  }
  shown.truncated = read.count ? count > shown.bytes.size() : true;  // the cap cut it
  return shown;
}

/// "stdout", "stderr", an opened stream's name, "NULL"; "stream ?" when not known.
std::string stream_name(const OutputRecord& output, const std::vector<std::string>& names, ModelReader& model) {
  if (!output.stream_name.empty()) return output.stream_name;
  int64_t handle = 0;
  if (output.stream) {
    handle = static_cast<int64_t>(model.scalar(output.stream, true).bits);
  } else {
    if (output.stream_handle.pointer.present() && model.of(output.stream_handle.pointer).object_id == 0) return "NULL";
    const ShownBytes word = shown_bytes(output.stream_handle, model);
    if (!word.known || word.truncated || word.bytes.empty() || word.bytes.size() > 8) return "stream ?";
    uint64_t bits = 0;
    for (size_t i = word.bytes.size(); i-- > 0;) bits = bits << 8 | static_cast<unsigned char>(word.bytes[i]);
    const unsigned shift = 64 - 8 * static_cast<unsigned>(word.bytes.size());  // sign-extend a 32-bit long
    handle = static_cast<int64_t>(bits << shift) >> shift;
  }
  if (handle == -1) return "stdout";
  if (handle == -2) return "stderr";
  if (handle >= 0 && static_cast<size_t>(handle) < names.size()) return names[static_cast<size_t>(handle)];
  return "stream ?";
}

/// What a printf-family call wrote, or that it is not rendered (step.rendered
/// false); step.past_end when a %s string runs past its object's end.
void render_output(const OutputRecord& output, ModelReader& model, TraceStep& step) {
  step.rendered = output.format_known;
  step.format_known = output.format_known;
  step.format = output.format;
  if (!output.format_known) return;
  std::vector<FormatArgument> arguments;
  for (const OutputArgument& argument : output.arguments) {
    FormatArgument rendered;
    rendered.value = model.of(argument.value);
    const ShownBytes text = shown_bytes(argument.text, model);
    rendered.text = text.bytes;
    rendered.text_known = text.known;
    rendered.text_truncated = text.truncated;
    step.past_end = step.past_end || text.past_end;
    arguments.push_back(std::move(rendered));
  }
  std::optional<std::string> text = render_format(parse_format(output.format), arguments, step.truncated);
  step.rendered = text.has_value();
  if (text) step.data = *text;
}

TraceStep output_step(const TraceEvent& event, const std::vector<std::string>& stream_names, ModelReader& model) {
  TraceStep step = step_of(TraceStep::Kind::Output, event);
  const OutputRecord& output = *event.output;
  step.stream = stream_name(output, stream_names, model);
  step.formatted = output.formatted;
  if (output.formatted) {
    render_output(output, model, step);
  } else {
    const ShownBytes data = shown_bytes(output.data, model);
    step.rendered = data.known;
    step.data = data.bytes + (data.truncated ? "" : output.suffix);
    step.truncated = data.truncated;
    step.past_end = data.past_end;
  }
  if (output.offset) {
    const auto offset = static_cast<int64_t>(model.scalar(output.offset, true).bits);
    if (offset >= 0) step.output_offset = offset;
  }
  return step;
}

}  // namespace

std::vector<TraceStep> build_trace(const Formula& formula, const PropertyCheck& failed, solver::Solver& solver,
                                   std::vector<terms::u128>& input_values) {
  ModelReader model(formula, solver);
  std::vector<TraceStep> trace;
  for (size_t i = 0; i < failed.event_index && i < formula.events.size(); ++i) {
    const TraceEvent& event = formula.events[i];
    if (!model.holds(event.guard)) continue;
    switch (event.kind) {
      case TraceEvent::Kind::Input:
        trace.push_back(input_step(event, model));
        if (event.value) input_values.push_back(trace.back().value.bits);  // strings are no new_input values
        break;
      case TraceEvent::Kind::Call: trace.push_back(call_step(event, model)); break;
      case TraceEvent::Kind::Return: trace.push_back(return_step(event, model)); break;
      case TraceEvent::Kind::Assignment: {
        TraceStep step = assignment_step(event, model);
        // A loop header's phi re-states the value the latch (or the
        // initialisation) just assigned: one step is enough.
        const bool repeated = !trace.empty() && trace.back().kind == TraceStep::Kind::Assignment &&
                              trace.back().name == step.name && trace.back().value == step.value &&
                              trace.back().location.function == step.location.function;
        if (!repeated) trace.push_back(std::move(step));
        break;
      }
      case TraceEvent::Kind::Log: trace.push_back(log_step(event, model)); break;
      case TraceEvent::Kind::Output: trace.push_back(output_step(event, formula.stream_names, model)); break;
      case TraceEvent::Kind::Assumption: {
        trace.push_back(step_of(TraceStep::Kind::Assumption, event));
        break;
      }
    }
  }
  TraceStep failure;
  failure.kind = TraceStep::Kind::Failure;
  failure.location = failed.location;
  failure.name = property_tag(failed.kind);
  failure.message = failed.message;
  trace.push_back(std::move(failure));
  return trace;
}

}  // namespace swarmbmc::encoder
