// What `swarmbmc task` prints and writes: a line per (task, property) as it
// finishes, the summary per category with the SV-COMP score, and the rows
// as CSV and JSON.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "TaskRun.h"

namespace swarmbmc::cli {

/// "loops/a.yml unreach-call: false(unreach-call) (expected false: correct) 0.42 s, 35 MB".
std::string row_line(const TaskRow& row);

/// SV-COMP's points for one row: +2 correct true, +1 correct false, -32 a
/// wrong true (a missed bug), -16 a wrong false (a false alarm), else 0.
int row_score(const TaskRow& row);

/// The table per category and the total, then "score: N (...)".
void print_summary(std::ostream& out, const std::vector<TaskRow>& rows);

/// Every row as CSV (header first) or as JSON (an object with the rows and
/// the totals); throws std::runtime_error when the file cannot be written.
void write_csv(const std::string& path, const std::vector<TaskRow>& rows);
void write_json(const std::string& path, const std::vector<TaskRow>& rows);

}  // namespace swarmbmc::cli
