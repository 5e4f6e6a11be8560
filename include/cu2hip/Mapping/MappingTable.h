//===- MappingTable.h - Look up CUDA names ----------------------*- C++ -*-===//
///
/// \file
/// The rows cu2hip translates with: the built-in tables compiled from
/// mappings/*.yaml, optionally extended or overridden by users' rule files.
/// The built-in rows and their index are constant data (NameHash.h), so a
/// table costs a process next to nothing until a rule file is added.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_MAPPINGTABLE_H
#define CU2HIP_MAPPING_MAPPINGTABLE_H

#include "cu2hip/Mapping/CoverageFamily.h"
#include "cu2hip/Mapping/MappingRow.h"
#include "cu2hip/Mapping/NameSets.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/StringSaver.h"
#include <deque>
#include <utility>
#include <vector>

namespace cu2hip {

class MappingTable {
public:
  /// The built-in rows only.
  MappingTable();
  MappingTable(const MappingTable &) = delete;
  MappingTable &operator=(const MappingTable &) = delete;

  /// Adds a user rule file; its rows replace built-in rows of the same name.
  llvm::Error addRuleFile(llvm::StringRef Path);

  /// Which rows the table holds, as a number no other table or state of
  /// this one has had in this process: what is derived from the rows can be
  /// kept under it for the process's life.
  uint64_t generation() const { return Generation; }

  /// The row for \p CudaName: an identifier, `ns::name`, `Struct::field`, or
  /// an include path for headers. Null when the tables do not know it.
  const MappingRow *lookup(llvm::StringRef CudaName) const;

  /// Whether the tables classify fields of \p Owner (`cudaDeviceProp`). For
  /// other CUDA structs (`float2`) a field is what its type row says.
  bool hasMemberRows(llvm::StringRef Owner) const {
    return Names.MemberOwners.contains(Owner);
  }
  /// Whether rows classify overloads of function \p Name one by one
  /// (`atomicAdd(__half *, __half)`): a call the AST resolves to such an
  /// overload uses that row, the others the plain name's.
  bool hasOverloadRows(llvm::StringRef Name) const {
    return Names.OverloadedNames.contains(Name);
  }

  /// The newest HIP version any row refers to: the default target.
  HipVersion newestKnownVersion() const { return Names.Newest; }

  /// Every row: the built-in ones, then those of rule files in the order
  /// they were added (a rule file's row that replaces a built-in one comes
  /// after it; lookup() finds the replacement).
  auto rows() const {
    return llvm::concat<const MappingRow>(builtinRows(), RuleRows);
  }
  size_t rowCount() const { return builtinRows().size() + RuleRows.size(); }

  /// The ROCm library a family's rows need (null for the HIP runtime's own
  /// families).
  const LibraryInfo *library(llvm::StringRef Family) const;

  /// What the warp-level operations of unqualified name \p Name do
  /// (`__shfl_down_sync`, `shfl_down`, `sync`), for code that sees a call by
  /// its name only (in a template, before lookup): OnlyMembers when every
  /// such row is a class member (`thread_block_tile::shfl_down`), so a call
  /// must be made on a cooperative group to be one.
  using WarpName = NameSets::WarpName;
  WarpName warpName(llvm::StringRef Name) const;

  /// Whether \p Name follows CUDA's naming conventions (`cudaMalloc`,
  /// `CUdevice`, `CUDART_PI_F`) or starts as a library's names do (each
  /// table's `name_prefixes`: `cublasSgemm`, `CUBLAS_OP_N`): a name the
  /// tables miss that looks like this is reported as an unclassified CUDA
  /// API.
  bool looksLikeCudaName(llvm::StringRef Name) const;
  /// Whether \p Name is spelled the way only CUDA spells names (`cudaMalloc`,
  /// `CUdevice`, `__shfl_sync`). Other table names (`min`, `any`, `sinf`)
  /// are acted on only where the AST confirms they refer to CUDA's
  /// declaration.
  bool isDistinctiveCudaName(llvm::StringRef Name) const;
  /// Whether the include path \p Header starts as CUDA's headers do
  /// (`header_prefixes` of the tables: `cublas`, `thrust/`).
  bool looksLikeCudaHeader(llvm::StringRef Header) const;
  /// The prefixes, each with the family whose table gives it.
  using FamilyPrefix = std::pair<llvm::StringRef, llvm::StringRef>;
  llvm::ArrayRef<FamilyPrefix> namePrefixes() const { return NamePrefixes; }
  llvm::ArrayRef<FamilyPrefix> headerPrefixes() const { return HeaderPrefixes; }
  /// The families of docs/coverage.md the built-in tables declare
  /// (`coverage:`), in table order; rule files add none. Made on each call:
  /// only the coverage report reads them, and a table is made by every run.
  static std::vector<CoverageFamily> coverageFamilies();

private:
  static llvm::ArrayRef<MappingRow> builtinRows();
  static const MappingRow *builtinRow(llvm::StringRef CudaName);

  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver{Alloc};
  std::deque<MappingRow> RuleRows; // stable addresses for RuleIndex
  llvm::StringMap<const MappingRow *> RuleIndex;
  NameSets Names;
  uint64_t Generation;
  llvm::StringMap<LibraryInfo> Libraries;
  std::vector<FamilyPrefix> NamePrefixes, HeaderPrefixes;
};

} // namespace cu2hip

#endif
