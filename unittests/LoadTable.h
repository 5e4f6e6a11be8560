//===- LoadTable.h - Load a table from text in a unit test ------*- C++ -*-===//
///
/// The fixture the loader tests share: a table's YAML given as text, loaded
/// as `rules.yaml`, and the message of a load that must fail.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_UNITTESTS_LOADTABLE_H
#define CU2HIP_UNITTESTS_LOADTABLE_H

#include "cu2hip/Mapping/MappingLoader.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/MemoryBuffer.h"
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

} // namespace cu2hip

#endif
