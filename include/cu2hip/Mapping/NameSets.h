//===- NameSets.h - What rows say beyond their own names --------*- C++ -*-===//
///
/// \file
/// Facts about names that no single row holds: the warp-level class of an
/// unqualified name, the structs whose fields have rows of their own, the
/// functions with a row per overload, and the newest HIP version any row
/// names. cu2hip-tblgen derives them from the built-in rows and writes them
/// into MappingRows.inc; MappingTable adds a rule file's rows the same way.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_NAMESETS_H
#define CU2HIP_MAPPING_NAMESETS_H

#include "cu2hip/Mapping/MappingRow.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

namespace cu2hip {

struct NameSets {
  /// What the warp-level operations of one unqualified name do; OnlyMembers
  /// when every such row is a class member (`thread_block_tile::shfl_down`).
  struct WarpName {
    WarpClass Class = WarpClass::None;
    bool OnlyMembers = false;
  };
  llvm::StringMap<WarpName> WarpNames;
  llvm::StringSet<> MemberOwners;    ///< `cudaDeviceProp`
  llvm::StringSet<> OverloadedNames; ///< `atomicAdd`
  HipVersion Newest = HipVersion::floor();

  /// Notes \p Row. A name's warp class is its first row's.
  void add(const MappingRow &Row);
};

} // namespace cu2hip

#endif
