//===- MappingTable.cpp ---------------------------------------------------===//
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Mapping/MappingLoader.h"
#include "cu2hip/Mapping/NameHash.h"
#include <atomic>

using namespace cu2hip;
using llvm::StringRef;

namespace {
/// The rows as cu2hip-tblgen wrote them (each text braced with its length):
/// constant-initialised data, neither thousands of dynamic initialisers
/// (which compilers are very slow to optimise) nor copies made at start-up.
constexpr MappingRow BuiltinRows[] = {
#define CU2HIP_ROW(...) MappingRow{__VA_ARGS__},
#include "cu2hip/MappingRows.inc"
};

/// The rows' hash index, as cu2hip-tblgen wrote it (NameHash.h).
constexpr uint32_t BuiltinIndex[] = {
#define CU2HIP_ROW_INDEX(...) __VA_ARGS__,
#include "cu2hip/MappingRows.inc"
};
static_assert(std::size(BuiltinIndex) ==
                  tableIndexSlots(std::size(BuiltinRows)),
              "MappingRows.inc: the index was made for other rows");

/// The name sets cu2hip-tblgen derived from the rows (NameSets.h).
struct BuiltinWarpName {
  StringRef Name;
  WarpClass Class;
  bool OnlyMembers;
};
constexpr BuiltinWarpName BuiltinWarpNames[] = {
#define CU2HIP_WARP_NAME(Name, Class, OnlyMembers) {Name, Class, OnlyMembers},
#include "cu2hip/MappingRows.inc"
};
constexpr StringRef BuiltinMemberOwners[] = {
#define CU2HIP_MEMBER_OWNER(Name) Name,
#include "cu2hip/MappingRows.inc"
};
constexpr StringRef BuiltinOverloadedNames[] = {
#define CU2HIP_OVERLOADED_NAME(Name) Name,
#include "cu2hip/MappingRows.inc"
};
constexpr HipVersion BuiltinNewest =
#define CU2HIP_NEWEST_VERSION(Version) Version
#include "cu2hip/MappingRows.inc"
    ;

constexpr LibraryInfo BuiltinLibraries[] = {
#define CU2HIP_ROW(...)
#define CU2HIP_LIBRARY(...) LibraryInfo{__VA_ARGS__},
#include "cu2hip/MappingRows.inc"
    // An empty array is not allowed: a sentinel with no family ends it.
    LibraryInfo{}};

constexpr std::pair<llvm::StringRef, llvm::StringRef> BuiltinNamePrefixes[] = {
#define CU2HIP_NAME_PREFIX(Family, Prefix) {Family, Prefix},
#include "cu2hip/MappingRows.inc"
};

constexpr std::pair<llvm::StringRef, llvm::StringRef> BuiltinHeaderPrefixes[] =
    {
#define CU2HIP_HEADER_PREFIX(Family, Prefix) {Family, Prefix},
#include "cu2hip/MappingRows.inc"
};
constexpr CoverageKeys BuiltinCoverage[] = {
#define CU2HIP_COVERAGE_FAMILY(...) {__VA_ARGS__},
#include "cu2hip/MappingRows.inc"
};

/// Each family's `headers` and `except` globs, in order.
constexpr std::pair<StringRef, StringRef> BuiltinCoverageHeaders[] = {
#define CU2HIP_COVERAGE_HEADER(Family, Glob) {Family, Glob},
#include "cu2hip/MappingRows.inc"
};
constexpr std::pair<StringRef, StringRef> BuiltinCoverageExcept[] = {
#define CU2HIP_COVERAGE_EXCEPT(Family, Glob) {Family, Glob},
#include "cu2hip/MappingRows.inc"
};
uint64_t nextGeneration() {
  static std::atomic<uint64_t> Last{0};
  return ++Last;
}
} // namespace

MappingTable::MappingTable() : Generation(nextGeneration()) {
  for (const auto &[Name, Class, OnlyMembers] : BuiltinWarpNames)
    Names.WarpNames[Name] = WarpName{Class, OnlyMembers};
  for (StringRef Owner : BuiltinMemberOwners)
    Names.MemberOwners.insert(Owner);
  for (StringRef Name : BuiltinOverloadedNames)
    Names.OverloadedNames.insert(Name);
  Names.Newest = BuiltinNewest;
  for (const LibraryInfo &L : BuiltinLibraries)
    if (!L.Family.empty())
      Libraries[L.Family] = L;
  llvm::append_range(NamePrefixes, BuiltinNamePrefixes);
  llvm::append_range(HeaderPrefixes, BuiltinHeaderPrefixes);
}

std::vector<CoverageFamily> MappingTable::coverageFamilies() {
  std::vector<CoverageFamily> Coverage;
  for (const CoverageKeys &C : BuiltinCoverage)
    Coverage.push_back(CoverageFamily{C, {}, {}});
  auto FamilyNamed = [&](StringRef Name) -> CoverageFamily & {
    return *llvm::find_if(
        Coverage, [&](const CoverageFamily &F) { return F.Family == Name; });
  };
  for (auto [Family, Glob] : BuiltinCoverageHeaders)
    FamilyNamed(Family).Headers.push_back(Glob);
  for (auto [Family, Glob] : BuiltinCoverageExcept)
    FamilyNamed(Family).Except.push_back(Glob);
  return Coverage;
}

const LibraryInfo *MappingTable::library(llvm::StringRef Family) const {
  auto It = Libraries.find(Family);
  return It == Libraries.end() ? nullptr : &It->second;
}

llvm::ArrayRef<MappingRow> MappingTable::builtinRows() { return BuiltinRows; }

const MappingRow *MappingTable::builtinRow(StringRef CudaName) {
  constexpr size_t Mask = std::size(BuiltinIndex) - 1;
  for (size_t Slot = tableNameHash(CudaName) & Mask;;
       Slot = (Slot + 1) & Mask) {
    uint32_t Entry = BuiltinIndex[Slot];
    if (Entry == 0)
      return nullptr;
    if (BuiltinRows[Entry - 1].Cuda == CudaName)
      return &BuiltinRows[Entry - 1];
  }
}

llvm::Error MappingTable::addRuleFile(llvm::StringRef Path) {
  llvm::Expected<MappingFile> File = loadMappingFile(Path, Saver);
  if (!File)
    return File.takeError();
  for (const MappingRow &Row : File->Rows) {
    RuleRows.push_back(Row);
    RuleIndex[Row.Cuda] = &RuleRows.back();
    Names.add(Row);
  }
  Generation = nextGeneration();
  if (File->Library)
    Libraries[File->Family] = *File->Library;
  for (StringRef P : File->NamePrefixes)
    NamePrefixes.emplace_back(File->Family, P);
  for (StringRef P : File->HeaderPrefixes)
    HeaderPrefixes.emplace_back(File->Family, P);
  return llvm::Error::success();
}

const MappingRow *MappingTable::lookup(llvm::StringRef CudaName) const {
  if (!RuleIndex.empty())
    if (auto It = RuleIndex.find(CudaName); It != RuleIndex.end())
      return It->second;
  return builtinRow(CudaName);
}

MappingTable::WarpName MappingTable::warpName(StringRef Name) const {
  auto It = Names.WarpNames.find(Name);
  return It == Names.WarpNames.end() ? WarpName{} : It->second;
}
