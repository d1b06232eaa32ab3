#include "FileHash.h"

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SHA256.h>

namespace swarmbmc::cli {

std::string file_sha256(const std::string& path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer) return {};
  const llvm::StringRef bytes = (*buffer)->getBuffer();
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

}  // namespace swarmbmc::cli
