// FileHash: SHA-256 of a file's bytes, as the documents and witnesses state it.
#pragma once

#include <string>

namespace swarmbmc::cli {

/// 64 lowercase hex digits; empty when the file cannot be read.
std::string file_sha256(const std::string& path);

}  // namespace swarmbmc::cli
