// FileHash: SHA-256 of a file's bytes, as the documents and witnesses state it.
#pragma once

#include <string>
#include <vector>

namespace swarmbmc::cli {

/// 64 lowercase hex digits; empty when the file cannot be read.
std::string file_sha256(const std::string& path);

/// One file's file_sha256; for several, the SHA-256 of their hashes in
/// order (a program of several files). Empty when one cannot be read.
std::string files_sha256(const std::vector<std::string>& paths);

}  // namespace swarmbmc::cli
