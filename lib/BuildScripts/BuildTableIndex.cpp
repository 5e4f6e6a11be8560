//===- BuildTableIndex.cpp - Look up the build-system tables --------------===//
#include "BuildTableIndex.h"
#include "cu2hip/Mapping/MappingTable.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {
// Constant-initialised, like the API rows: no dynamic initialisers.
constexpr RocmPackage BuiltinPackages[] = {
#define CU2HIP_PACKAGE(Package, Target, Family, Link, HipSince, Fallback, Roc) \
  RocmPackage{Package, Target, Family, Link, HipSince, Fallback, Roc},
#include "cu2hip/BuildSystemRows.inc"
};

constexpr CudaLibrary BuiltinLibraries[] = {
#define CU2HIP_CUDA_LIBRARY(Cuda, CMakeTarget, FindCuda, Package, Status,      \
                            Reason)                                            \
  CudaLibrary{Cuda, CMakeTarget, FindCuda, Package, Status, Reason},
#include "cu2hip/BuildSystemRows.inc"
};

constexpr CMakeName BuiltinCMake[] = {
#define CU2HIP_CMAKE_NAME(Cuda, Kind, Hip, Value, Package, Status, Reason)     \
  CMakeName{Cuda, Kind, Hip, Value, Package, Status, Reason},
#include "cu2hip/BuildSystemRows.inc"
};

constexpr MakeName BuiltinMake[] = {
#define CU2HIP_MAKE_NAME(Cuda, Kind, Hip, Value, Default, Status, Reason)      \
  MakeName{Cuda, Kind, Hip, Value, Default, Status, Reason},
#include "cu2hip/BuildSystemRows.inc"
};

constexpr NvccFlag BuiltinNvccFlags[] = {
#define CU2HIP_NVCC_FLAG(Cuda, Short, Hip, Value, Status, Reason, HostToo)     \
  NvccFlag{Cuda, Short, Hip, Value, Status, Reason, HostToo},
#include "cu2hip/BuildSystemRows.inc"
};

constexpr NvccChoice BuiltinNvccChoices[] = {
#define CU2HIP_NVCC_CHOICE(Flag, Value, Hip) NvccChoice{Flag, Value, Hip},
#include "cu2hip/BuildSystemRows.inc"
};

/// CMake commands are case-insensitive; other names are not.
std::string cmakeKey(StringRef Name, CMakeNameKind K) {
  return (cmakeNameKindName(K) + ":" +
          (K == CMakeNameKind::Command ? Name.lower() : Name.str()))
      .str();
}

StringRef withoutDashes(StringRef Flag) {
  return Flag.drop_while([](char C) { return C == '-'; });
}
} // namespace

const BuildTableIndex &BuildTableIndex::builtin() {
  static const BuildTableIndex Index;
  return Index;
}

BuildTableIndex::BuildTableIndex()
    : PackageRows(BuiltinPackages), Make(BuiltinMake),
      Choices(BuiltinNvccChoices) {
  for (const RocmPackage &P : BuiltinPackages)
    Packages[P.Package] = &P;
  for (const CudaLibrary &L : BuiltinLibraries) {
    ByLink[L.Cuda] = &L;
    if (!L.CMakeTarget.empty())
      ByTarget[L.CMakeTarget] = &L;
    llvm::SmallVector<StringRef, 4> Vars;
    L.FindCuda.split(Vars, ';', -1, false);
    for (StringRef V : Vars)
      ByFindCuda[V] = &L;
  }
  for (const CMakeName &N : BuiltinCMake)
    CMakeByKind[cmakeKey(N.Cuda, N.Kind)] = &N;
  for (const CMakeName &N : BuiltinCMake)
    if (N.Kind == CMakeNameKind::Variable ||
        N.Kind == CMakeNameKind::Property || N.Kind == CMakeNameKind::Feature)
      CMakeWords.try_emplace(N.Cuda, &N);
  for (const NvccFlag &F : BuiltinNvccFlags) {
    NvccFlags[withoutDashes(F.Cuda)] = &F;
    if (!F.Short.empty())
      NvccFlags[withoutDashes(F.Short)] = &F;
  }
}

const RocmPackage *
BuildTableIndex::packageFor(StringRef Name, HipVersion Target, bool Roc) const {
  const RocmPackage *P = package(Name);
  if (P && P->HipSince.isSet() && Target < P->HipSince)
    P = package(P->Fallback);
  // --roc code calls the ROCm library (rocblas_sgemm): link it instead.
  if (P && Roc && !P->Roc && !P->Family.empty())
    for (const RocmPackage &R : PackageRows)
      if (R.Roc && R.Family == P->Family)
        return &R;
  return P;
}

StringRef BuildTableIndex::linkName(const RocmPackage &P,
                                    const MappingTable &Table) const {
  if (P.Family.empty())
    return P.Link;
  const LibraryInfo *L = Table.library(P.Family);
  assert(L && "the generator checked every package family has a library");
  return P.Roc ? L->RocLink : L->Link;
}

const CMakeName *BuildTableIndex::cmake(StringRef Name, CMakeNameKind K) const {
  return CMakeByKind.lookup(cmakeKey(Name, K));
}

const MakeName *BuildTableIndex::make(StringRef Name, MakeNameKind K) const {
  for (const MakeName &N : Make)
    if (N.Kind == K && N.Cuda == Name)
      return &N;
  return nullptr;
}

StringRef BuildTableIndex::nvccChoice(const NvccFlag &F,
                                      StringRef Value) const {
  for (const NvccChoice &C : Choices)
    if (C.Flag == F.Cuda && C.Value == Value)
      return C.Hip;
  return "";
}
