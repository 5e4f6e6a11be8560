//===- BuildTableIndex.h - Look up the build-system tables ------*- C++ -*-===//
///
/// \file
/// The rows of mappings/build-systems/*.yaml compiled into the tool
/// (BuildSystemRows.inc), indexed the ways the migrators ask: a CMake word,
/// a command, a CUDA:: target, a -l name, an nvcc option...
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_BUILDSCRIPTS_BUILDTABLEINDEX_H
#define CU2HIP_BUILDSCRIPTS_BUILDTABLEINDEX_H

#include "cu2hip/Mapping/BuildTables.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"

namespace cu2hip {

class MappingTable;

class BuildTableIndex {
public:
  /// The built-in tables; built on first use, read-only afterwards (safe to
  /// share between threads).
  static const BuildTableIndex &builtin();

  const RocmPackage *package(llvm::StringRef Name) const {
    return Packages.lookup(Name);
  }
  /// \p Name, or its fallback when \p Target predates it; under \p Roc
  /// (--roc), its family's ROCm library package where the tables name one.
  const RocmPackage *packageFor(llvm::StringRef Name, HipVersion Target,
                                bool Roc) const;
  /// The -l name of \p P: its own `link`, or its family's library block.
  llvm::StringRef linkName(const RocmPackage &P,
                           const MappingTable &Table) const;

  const CudaLibrary *libraryByLink(llvm::StringRef Cuda) const {
    return ByLink.lookup(Cuda);
  }
  const CudaLibrary *libraryByTarget(llvm::StringRef CMakeTarget) const {
    return ByTarget.lookup(CMakeTarget);
  }
  const CudaLibrary *libraryByFindCudaVariable(llvm::StringRef Var) const {
    return ByFindCuda.lookup(Var);
  }

  /// A CMake name of kind \p K (commands are matched case-insensitively).
  const CMakeName *cmake(llvm::StringRef Name, CMakeNameKind K) const;
  /// A variable, property or compile feature named \p Word.
  const CMakeName *cmakeWord(llvm::StringRef Word) const {
    return CMakeWords.lookup(Word);
  }

  const MakeName *make(llvm::StringRef Name, MakeNameKind K) const;
  llvm::ArrayRef<MakeName> makeNames() const { return Make; }

  /// The nvcc option spelled \p Name without its leading dashes (long or
  /// short spelling).
  const NvccFlag *nvccFlag(llvm::StringRef Name) const {
    return NvccFlags.lookup(Name);
  }
  /// The clang flags for value \p Value of choice flag \p F ("" if unknown).
  llvm::StringRef nvccChoice(const NvccFlag &F, llvm::StringRef Value) const;

private:
  BuildTableIndex();

  llvm::ArrayRef<RocmPackage> PackageRows;
  llvm::ArrayRef<MakeName> Make;
  llvm::ArrayRef<NvccChoice> Choices;
  llvm::StringMap<const RocmPackage *> Packages;
  llvm::StringMap<const CudaLibrary *> ByLink, ByTarget, ByFindCuda;
  llvm::StringMap<const CMakeName *> CMakeWords;
  /// By "<kind>:<name>", commands by their lower-case name.
  llvm::StringMap<const CMakeName *> CMakeByKind;
  llvm::StringMap<const NvccFlag *> NvccFlags;
};

} // namespace cu2hip

#endif
