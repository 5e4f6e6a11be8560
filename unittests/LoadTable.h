//===- LoadTable.h - Load a table from text in a unit test ------*- C++ -*-===//
///
/// The fixture the loader tests share: a table's YAML given as text, loaded
/// as `rules.yaml`, and the message of a load that must fail; and a rule
/// file given as text, added to a MappingTable.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_UNITTESTS_LOADTABLE_H
#define CU2HIP_UNITTESTS_LOADTABLE_H

#include "cu2hip/Mapping/MappingLoader.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <memory>
#include <string>
#include <vector>

namespace cu2hip {

class LoadTableTest : public ::testing::Test {
protected:
  llvm::Expected<MappingFile> load(llvm::StringRef Yaml) {
    Buffers.push_back(llvm::MemoryBuffer::getMemBufferCopy(Yaml, "rules.yaml"));
    return loadMappingBuffer(Buffers.back()->getMemBufferRef(), Saver);
  }
  /// The error message of a load that must fail.
  std::string error(llvm::StringRef Yaml) {
    llvm::Expected<MappingFile> F = load(Yaml);
    return F ? "(loaded)" : llvm::toString(F.takeError());
  }

  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver{Alloc};
  std::vector<std::unique_ptr<llvm::MemoryBuffer>> Buffers;
};

/// Adds \p Yaml to \p Table as a rule file (written to a temporary file,
/// removed afterwards).
inline llvm::Error addRuleText(MappingTable &Table, llvm::StringRef Yaml) {
  llvm::SmallString<128> Path;
  if (std::error_code EC =
          llvm::sys::fs::createTemporaryFile("cu2hip-rules", "yaml", Path))
    return llvm::errorCodeToError(EC);
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (EC)
      return llvm::errorCodeToError(EC);
    OS << Yaml;
  }
  llvm::Error Added = Table.addRuleFile(Path);
  llvm::sys::fs::remove(Path);
  return Added;
}

} // namespace cu2hip

#endif
