// The text, CSV and JSON reports of `swarmbmc task` (TaskReport.h).
#include "TaskReport.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

namespace swarmbmc::cli {
namespace {

std::string expected_text(const TaskRow& row) {
  if (!row.expected) return "not stated";
  if (*row.expected) return "true";
  return row.subproperty.empty() ? "false" : "false(" + row.subproperty + ")";
}

std::string fixed(double value, int digits) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(digits) << value;
  return text.str();
}

/// The counts of one category (or of all).
struct Tally {
  std::set<std::string> tasks;
  unsigned checked = 0, correct_true = 0, correct_false = 0, wrong_true = 0, wrong_false = 0;
  unsigned unknown = 0, unsupported = 0, errors = 0;
  int score = 0;
  double seconds = 0, peak_memory_mb = 0;

  void add(const TaskRow& row) {
    tasks.insert(row.task);
    const bool said_true = row.answer == "true";
    if (row.result == "correct") (said_true ? correct_true : correct_false)++;
    if (row.result == "wrong") (said_true ? wrong_true : wrong_false)++;
    unknown += row.result == "unknown";
    unsupported += row.result == "unsupported";
    errors += row.result == "error";
    checked += row.result != "unsupported" && row.result != "error";
    score += row_score(row);
    seconds += row.seconds;
    peak_memory_mb = std::max(peak_memory_mb, row.peak_memory_mb);
  }
};

nlohmann::json tally_json(const Tally& tally) {
  return {{"tasks", tally.tasks.size()},         {"checked", tally.checked},
          {"correct_true", tally.correct_true},  {"correct_false", tally.correct_false},
          {"wrong_true", tally.wrong_true},      {"wrong_false", tally.wrong_false},
          {"unknown", tally.unknown},            {"unsupported", tally.unsupported},
          {"errors", tally.errors},              {"score", tally.score},
          {"seconds", tally.seconds},            {"peak_memory_mb", tally.peak_memory_mb}};
}

/// Categories in the order they first appear, then "total".
std::vector<std::pair<std::string, Tally>> tallies(const std::vector<TaskRow>& rows) {
  std::vector<std::pair<std::string, Tally>> result;
  std::map<std::string, size_t> position;
  Tally total;
  for (const TaskRow& row : rows) {
    auto [at, fresh] = position.emplace(row.category, result.size());
    if (fresh) result.emplace_back(row.category, Tally{});
    result[at->second].second.add(row);
    total.add(row);
  }
  result.emplace_back("total", total);
  return result;
}

std::string csv_field(const std::string& value) {
  if (value.find_first_of(",\"\n") == std::string::npos) return value;
  std::string quoted = "\"";
  for (char c : value) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  if (!out || !(out << text) || !(out.flush())) throw std::runtime_error("cannot write '" + path + "'");
}

}  // namespace

std::string row_line(const TaskRow& row) {
  const std::string head = row.task + " " + row.property + ": ";
  if (row.result == "unsupported") return head + "unsupported (" + row.reason + ")";
  const std::string answer = row.reason.empty() ? row.answer : row.answer + " (" + row.reason + ")";
  return head + answer + " (expected " + expected_text(row) + ": " + row.result + ") " + fixed(row.seconds, 2) + " s, " +
         fixed(row.peak_memory_mb, 0) + " MB";
}

int row_score(const TaskRow& row) {
  const bool said_true = row.answer == "true";
  if (row.result == "correct") return said_true ? 2 : 1;
  if (row.result == "wrong") return said_true ? -32 : -16;
  return 0;
}

void print_summary(std::ostream& out, const std::vector<TaskRow>& rows) {
  const std::vector<std::pair<std::string, Tally>> all = tallies(rows);
  size_t width = 8;
  for (const auto& [category, tally] : all) width = std::max(width, category.size());
  const char* columns[] = {"tasks", "checked", "true ok", "false ok", "true WRONG", "false WRONG",
                           "unknown", "unsupported", "errors", "score", "time s", "max MB"};
  out << std::left << std::setw(static_cast<int>(width)) << "category" << std::right;
  for (const char* column : columns) out << "  " << column;
  out << "\n";
  for (const auto& [category, t] : all) {
    const std::string cells[] = {std::to_string(t.tasks.size()), std::to_string(t.checked), std::to_string(t.correct_true),
                                 std::to_string(t.correct_false), std::to_string(t.wrong_true), std::to_string(t.wrong_false),
                                 std::to_string(t.unknown), std::to_string(t.unsupported), std::to_string(t.errors),
                                 std::to_string(t.score), fixed(t.seconds, 1), fixed(t.peak_memory_mb, 0)};
    out << std::left << std::setw(static_cast<int>(width)) << category << std::right;
    for (size_t i = 0; i < std::size(cells); ++i)
      out << "  " << std::setw(static_cast<int>(std::string(columns[i]).size())) << cells[i];
    out << "\n";
  }
  const Tally& t = all.back().second;
  out << "score: " << t.score << " (" << t.correct_true + t.correct_false << " correct: " << t.correct_true << " true, "
      << t.correct_false << " false; " << t.wrong_true + t.wrong_false << " wrong: " << t.wrong_true << " true, "
      << t.wrong_false << " false; " << t.unknown << " unknown; " << t.unsupported << " unsupported; " << t.errors
      << " errors)" << std::endl;
}

void write_csv(const std::string& path, const std::vector<TaskRow>& rows) {
  std::ostringstream text;
  text << "task,category,property,data_model,expected,subproperty,answer,result,reason,seconds,cpu_seconds,"
          "peak_memory_mb,score,witness\n";
  for (const TaskRow& row : rows) {
    const std::string expected = !row.expected ? "" : *row.expected ? "true" : "false";
    for (const std::string& field : {row.task, row.category, row.property, row.data_model, expected, row.subproperty,
                                     row.answer, row.result, row.reason})
      text << csv_field(field) << ",";
    text << fixed(row.seconds, 3) << "," << fixed(row.cpu_seconds, 3) << "," << fixed(row.peak_memory_mb, 1) << ","
         << row_score(row) << "," << csv_field(row.witness) << "\n";
  }
  write_file(path, text.str());
}

void write_json(const std::string& path, const std::vector<TaskRow>& rows) {
  nlohmann::json list = nlohmann::json::array();
  for (const TaskRow& row : rows)
    list.push_back({{"task", row.task}, {"category", row.category}, {"property", row.property},
                    {"data_model", row.data_model},
                    {"expected", row.expected ? nlohmann::json(*row.expected) : nlohmann::json(nullptr)},
                    {"subproperty", row.subproperty}, {"answer", row.answer}, {"result", row.result},
                    {"reason", row.reason}, {"seconds", row.seconds}, {"cpu_seconds", row.cpu_seconds},
                    {"peak_memory_mb", row.peak_memory_mb}, {"score", row_score(row)}, {"witness", row.witness}});
  const std::vector<std::pair<std::string, Tally>> all = tallies(rows);
  nlohmann::json categories = nlohmann::json::object();
  for (size_t i = 0; i + 1 < all.size(); ++i) categories[all[i].first] = tally_json(all[i].second);
  const nlohmann::json document = {{"rows", list}, {"categories", categories}, {"total", tally_json(all.back().second)}};
  write_file(path, document.dump(1) + "\n");
}

}  // namespace swarmbmc::cli
