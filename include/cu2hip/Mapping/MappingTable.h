//===- MappingTable.h - Look up CUDA names ----------------------*- C++ -*-===//
///
/// \file
/// The rows cu2hip translates with: the built-in tables compiled from
/// mappings/*.yaml, optionally extended or overridden by users' rule files.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_MAPPINGTABLE_H
#define CU2HIP_MAPPING_MAPPINGTABLE_H

#include "cu2hip/Mapping/MappingRow.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/StringSaver.h"
#include <deque>

namespace cu2hip {

class MappingTable {
public:
  /// The built-in rows only.
  MappingTable();
  MappingTable(const MappingTable &) = delete;
  MappingTable &operator=(const MappingTable &) = delete;

  /// Adds a user rule file; its rows replace built-in rows of the same name.
  llvm::Error addRuleFile(llvm::StringRef Path);

  /// The row for \p CudaName: an identifier, `ns::name`, `Struct::field`, or
  /// an include path for headers. Null when the tables do not know it.
  const MappingRow *lookup(llvm::StringRef CudaName) const;

  /// Whether the tables classify fields of \p Owner (`cudaDeviceProp`). For
  /// other CUDA structs (`float2`) a field is what its type row says.
  bool hasMemberRows(llvm::StringRef Owner) const {
    return MemberOwners.contains(Owner);
  }
  /// Whether rows classify overloads of function \p Name one by one
  /// (`atomicAdd(__half *, __half)`): a call the AST resolves to such an
  /// overload uses that row, the others the plain name's.
  bool hasOverloadRows(llvm::StringRef Name) const {
    return OverloadedNames.contains(Name);
  }

  /// The newest HIP version any row refers to: the default target.
  HipVersion newestKnownVersion() const { return Newest; }

  const std::deque<MappingRow> &rows() const { return Rows; }

  /// The ROCm library a family's rows need (null for the HIP runtime's own
  /// families).
  const LibraryInfo *library(llvm::StringRef Family) const;

private:
  void add(const MappingRow &Row);

  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver{Alloc};
  std::deque<MappingRow> Rows; // stable addresses for Index
  llvm::StringMap<const MappingRow *> Index;
  llvm::StringSet<> MemberOwners;
  llvm::StringSet<> OverloadedNames;
  llvm::StringMap<LibraryInfo> Libraries;
  HipVersion Newest = HipVersion::floor();
};

} // namespace cu2hip

#endif
