//===- MappingTable.cpp ---------------------------------------------------===//
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Mapping/MappingLoader.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {
/// A string literal's characters, its length taken from its array type: in
/// constant evaluation a StringRef made from a bare literal counts its
/// characters, and over all the rows' texts that exceeds GCC's constexpr
/// operation limit.
struct Literal {
  const char *Data;
  size_t Size;
  template <size_t N>
  constexpr Literal(const char (&Text)[N]) : Data(Text), Size(N - 1) {}
  StringRef str() const { return StringRef(Data, Size); }
};

/// How a member of each type is spelt in the generated rows.
template <class T> struct Compiled {
  using type = T;
};
template <> struct Compiled<StringRef> {
  using type = Literal;
};
template <class T> T fromCompiled(T Value) { return Value; }
StringRef fromCompiled(Literal Text) { return Text.str(); }

/// A row as MappingRows.inc spells it: constexpr, so the rows are
/// constant-initialised data, not thousands of dynamic initialisers (which
/// compilers are very slow to optimise).
struct CompiledRow {
  Literal Family;
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc)            \
  Compiled<Type>::type Member;
#include "cu2hip/Mapping/RowFields.def"

  MappingRow row() const {
    MappingRow Row;
    Row.Family = Family.str();
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc)            \
  Row.Member = fromCompiled(Member);
#include "cu2hip/Mapping/RowFields.def"
    return Row;
  }
};

constexpr CompiledRow BuiltinRows[] = {
#define CU2HIP_ROW(...) CompiledRow{__VA_ARGS__},
#include "cu2hip/MappingRows.inc"
};

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
} // namespace

MappingTable::MappingTable() {
  for (const CompiledRow &Row : BuiltinRows)
    add(Row.row());
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

void MappingTable::add(const MappingRow &Row) {
  Rows.push_back(Row);
  Index[Row.Cuda] = &Rows.back();
  if (Row.Warp != WarpClass::None) {
    auto [It, New] =
        WarpNames.try_emplace(leafName(Row.Cuda), WarpName{Row.Warp, true});
    It->second.OnlyMembers &= Row.Kind == NameKind::Member;
  }
  if (Row.Kind == NameKind::Member)
    MemberOwners.insert(Row.Cuda.rsplit("::").first);
  if (Row.Kind == NameKind::Function && Row.Cuda.ends_with(")"))
    OverloadedNames.insert(overloadedName(Row.Cuda));
  for (HipVersion V : {Row.HipSince, Row.HipDeprecated, Row.HipRemoved})
    if (Newest < V)
      Newest = V;
}

llvm::Error MappingTable::addRuleFile(llvm::StringRef Path) {
  llvm::Expected<MappingFile> File = loadMappingFile(Path, Saver);
  if (!File)
    return File.takeError();
  for (const MappingRow &Row : File->Rows)
    add(Row);
  if (File->Library)
    Libraries[File->Family] = *File->Library;
  for (StringRef P : File->NamePrefixes)
    NamePrefixes.emplace_back(File->Family, P);
  for (StringRef P : File->HeaderPrefixes)
    HeaderPrefixes.emplace_back(File->Family, P);
  return llvm::Error::success();
}

const MappingRow *MappingTable::lookup(llvm::StringRef CudaName) const {
  auto It = Index.find(CudaName);
  return It == Index.end() ? nullptr : It->second;
}

MappingTable::WarpName MappingTable::warpName(StringRef Name) const {
  auto It = WarpNames.find(Name);
  return It == WarpNames.end() ? WarpName{} : It->second;
}
