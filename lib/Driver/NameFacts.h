//===- NameFacts.h - What the tables know of a line's names -*- C++ -*-===//
///
/// \file
/// --check-build tells, with each compiler error, what cu2hip knows of the
/// names on the failing line: which CUDA name a HIP name translates (and
/// the HIP version or library it needs), a CUDA name left as it is, a shim.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_NAMEFACTS_H
#define CU2HIP_LIB_DRIVER_NAMEFACTS_H

#include "cu2hip/Mapping/HipVersion.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {
class MappingTable;
struct MappingRow;
} // namespace cu2hip

namespace cu2hip::driver {

/// The identifiers of \p Text in order, once each; with \p QuotedOnly, only
/// those right after a quote (the names a compiler's message quotes).
std::vector<llvm::StringRef> identifiers(llvm::StringRef Text, bool QuotedOnly);

/// What the tables say of the names on a translated line: the CUDA name of
/// that line a HIP name translates, with the HIP version and library it
/// needs; CUDA names left as they are; cu2hip's own shims. Names the error
/// message quotes come first; three facts at most.
class NameFacts {
public:
  NameFacts(const MappingTable &Table, HipVersion Target);

  /// "'hipFoo' translates 'cudaFoo'; ..." ("" when nothing is known).
  std::string describe(llvm::StringRef HipLine, llvm::StringRef CudaLine,
                       llvm::StringRef Message) const;

private:
  std::optional<std::string>
  fact(llvm::StringRef Name, llvm::ArrayRef<llvm::StringRef> OnCudaLine) const;

  const MappingTable &Table;
  HipVersion Target;
  llvm::StringMap<std::vector<const MappingRow *>> ByHip;
};

} // namespace cu2hip::driver

#endif
