#include "FileHash.h"

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SHA256.h>

namespace swarmbmc::cli {

namespace {

std::string sha256_of(llvm::StringRef bytes) {
  const std::array<uint8_t, 32> digest =
      llvm::SHA256::hash(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()));
  static const char* const kHex = "0123456789abcdef";
  std::string text;
  for (uint8_t byte : digest) {
    text += kHex[byte >> 4];
    text += kHex[byte & 15];
  }
  return text;
}

}  // namespace

std::string file_sha256(const std::string& path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer) return {};
  return sha256_of((*buffer)->getBuffer());
}

std::string files_sha256(const std::vector<std::string>& paths) {
  if (paths.size() == 1) return file_sha256(paths.front());
  std::string hashes;
  for (const std::string& path : paths) {
    const std::string hash = file_sha256(path);
    if (hash.empty()) return {};
    hashes += hash + "\n";
  }
  return sha256_of(hashes);
}

}  // namespace swarmbmc::cli
