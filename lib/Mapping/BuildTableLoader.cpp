//===- BuildTableLoader.cpp - YAML build-system tables --------------------===//
///
/// \file
/// All five build-system tables share one YAML row shape; the `table:` key
/// says which keys a row may use. Each row is checked while the parser
/// points at it (so errors carry its line and column); references to other
/// tables are recorded with that position and checked once the whole
/// directory is loaded.
///
//===----------------------------------------------------------------------===//
#include "YamlDocument.h"
#include "cu2hip/Mapping/BuildTables.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

enum class TableKind { Packages, Libraries, CMake, Make, NvccFlags };

struct RawChoice {
  std::string Value, Hip;
};

struct RawBuildRow {
  std::string Cuda, Package, Kind, Hip, Value, Status, Reason, Target, Family,
      Link, CMake, Short, HipSince, Fallback, Default;
  std::vector<std::string> FindCuda;
  std::vector<RawChoice> Values;
  bool HostToo = false;
  bool Roc = false;
};

struct RawBuildFile {
  std::string Table, Description;
  std::vector<RawBuildRow> Entries;
};

/// A name a row refers to in another table, checked after every file is
/// loaded; Where is the row's "file:line:col".
struct PendingRef {
  std::string Where;
  enum { Package, Fallback, Family, RocFamily } What;
  StringRef Name;
};

struct BuildLoadContext {
  llvm::MemoryBufferRef Buffer;
  llvm::StringSaver &Saver;
  BuildTableSet &Into;
  std::vector<PendingRef> &Pending;
  std::optional<TableKind> Table;
  std::string PreviousKey;
  llvm::StringSet<> Seen;
};

std::optional<TableKind> parseTableKind(StringRef S) {
  return llvm::StringSwitch<std::optional<TableKind>>(S)
      .Case("packages", TableKind::Packages)
      .Case("libraries", TableKind::Libraries)
      .Case("cmake", TableKind::CMake)
      .Case("make", TableKind::Make)
      .Case("nvcc-flags", TableKind::NvccFlags)
      .Default(std::nullopt);
}

/// The keys each table's rows may have (besides the ones every row has).
bool keyAllowed(TableKind T, StringRef Key) {
  switch (T) {
  case TableKind::Packages:
    return llvm::is_contained(
        {"package", "target", "family", "link", "hip_since", "fallback", "roc"},
        Key);
  case TableKind::Libraries:
    return llvm::is_contained(
        {"cuda", "cmake", "findcuda", "package", "status", "reason"}, Key);
  case TableKind::CMake:
    return llvm::is_contained(
        {"cuda", "kind", "hip", "value", "package", "status", "reason"}, Key);
  case TableKind::Make:
    return llvm::is_contained(
        {"cuda", "kind", "hip", "value", "default", "status", "reason"}, Key);
  case TableKind::NvccFlags:
    return llvm::is_contained(
        {"cuda", "short", "hip", "value", "values", "status", "reason", "host"},
        Key);
  }
  llvm_unreachable("covered switch");
}

/// The value kinds a table's rows may name.
bool valueAllowed(TableKind T, BuildValue V) {
  if (V == BuildValue::None)
    return true;
  switch (T) {
  case TableKind::Packages:
  case TableKind::Libraries:
    return false;
  case TableKind::CMake:
    return llvm::is_contained({BuildValue::Architectures, BuildValue::Flags,
                               BuildValue::Compiler, BuildValue::CompilerId,
                               BuildValue::Sources, BuildValue::LinkPackage},
                              V);
  case TableKind::Make:
    return V == BuildValue::RocmRoot;
  case TableKind::NvccFlags:
    return llvm::is_contained({BuildValue::Architectures, BuildValue::Gencode,
                               BuildValue::Passthrough, BuildValue::Linker,
                               BuildValue::Choice, BuildValue::One},
                              V);
  }
  llvm_unreachable("covered switch");
}

/// Value kinds whose output the engine writes itself (no `hip:` needed).
bool valueWritesOutput(BuildValue V) {
  return llvm::is_contained({BuildValue::Architectures, BuildValue::Gencode,
                             BuildValue::Passthrough, BuildValue::Linker,
                             BuildValue::Choice},
                            V);
}

std::string where(const BuildLoadContext &Ctx, const llvm::yaml::IO &IO) {
  const auto &In = static_cast<const llvm::yaml::Input &>(IO);
  const char *At = In.getCurrentNode()->getSourceRange().Start.getPointer();
  StringRef Before =
      Ctx.Buffer.getBuffer().take_front(At - Ctx.Buffer.getBufferStart());
  size_t LastNL = Before.rfind('\n');
  size_t Column =
      LastNL == StringRef::npos ? Before.size() + 1 : Before.size() - LastNL;
  return (Ctx.Buffer.getBufferIdentifier() + ":" +
          llvm::Twine(1 + Before.count('\n')) + ":" + llvm::Twine(Column))
      .str();
}

/// Which keys the row sets, for the per-table check.
std::vector<StringRef> presentKeys(const RawBuildRow &R) {
  std::vector<StringRef> Keys;
  auto Add = [&](StringRef Key, bool Present) {
    if (Present)
      Keys.push_back(Key);
  };
  Add("cuda", !R.Cuda.empty());
  Add("package", !R.Package.empty());
  Add("kind", !R.Kind.empty());
  Add("hip", !R.Hip.empty());
  Add("value", !R.Value.empty());
  Add("status", !R.Status.empty());
  Add("reason", !R.Reason.empty());
  Add("target", !R.Target.empty());
  Add("family", !R.Family.empty());
  Add("link", !R.Link.empty());
  Add("cmake", !R.CMake.empty());
  Add("short", !R.Short.empty());
  Add("hip_since", !R.HipSince.empty());
  Add("fallback", !R.Fallback.empty());
  Add("default", !R.Default.empty());
  Add("findcuda", !R.FindCuda.empty());
  Add("values", !R.Values.empty());
  Add("host", R.HostToo);
  return Keys;
}

/// The checks every status implies, shared by the tables that have one.
llvm::Error checkStatus(TableKind T, BuildStatus S, const RawBuildRow &R,
                        bool HasOutput, StringRef OutputKey = "hip") {
  bool CanDrop = T == TableKind::Libraries || T == TableKind::NvccFlags;
  switch (S) {
  case BuildStatus::Supported:
    if (!HasOutput)
      return llvm::createStringError("a supported row needs '" + OutputKey +
                                     "'");
    return llvm::Error::success();
  case BuildStatus::Drop:
    if (!CanDrop)
      return llvm::createStringError(
          "'drop' is a status of the libraries and nvcc-flags tables only");
    if (HasOutput || R.Reason.empty())
      return llvm::createStringError("a 'drop' row has no '" + OutputKey +
                                     "' and needs a 'reason'");
    return llvm::Error::success();
  case BuildStatus::Attention:
    if (R.Reason.empty())
      return llvm::createStringError("an attention row needs a 'reason'");
    if (!HasOutput && T != TableKind::NvccFlags)
      return llvm::createStringError("an attention row needs '" + OutputKey +
                                     "'");
    return llvm::Error::success();
  case BuildStatus::Unsupported:
    if (HasOutput || R.Reason.empty())
      return llvm::createStringError("an unsupported row has no '" + OutputKey +
                                     "' and needs a 'reason'");
    return llvm::Error::success();
  }
  llvm_unreachable("covered switch");
}

llvm::Error convertPackage(const RawBuildRow &R, BuildLoadContext &Ctx,
                           const std::string &Where) {
  if (R.Package.empty() || R.Target.empty())
    return llvm::createStringError(
        "a package row needs 'package' and 'target'");
  if (R.Family.empty() == R.Link.empty())
    return llvm::createStringError(
        "a package row names its link library with 'family' (an API "
        "table's library block) or 'link', one of them");
  RocmPackage P;
  P.Package = Ctx.Saver.save(R.Package);
  P.Target = Ctx.Saver.save(R.Target);
  P.Family = Ctx.Saver.save(R.Family);
  P.Link = Ctx.Saver.save(R.Link);
  P.Fallback = Ctx.Saver.save(R.Fallback);
  P.Roc = R.Roc;
  if (R.Roc && (R.Family.empty() || !R.HipSince.empty()))
    return llvm::createStringError(
        "a 'roc' package is its family's ROCm library: it names the "
        "'family' (whose library block gives 'roc_link') and no "
        "'hip_since'");
  if (R.HipSince.empty() != R.Fallback.empty())
    return llvm::createStringError(
        "'hip_since' and 'fallback' go together: the package older HIP "
        "versions use instead");
  if (!R.HipSince.empty()) {
    std::optional<HipVersion> V = HipVersion::parse(R.HipSince);
    if (!V)
      return llvm::createStringError(
          "'hip_since' must be a version such as \"6.0\", got '" + R.HipSince +
          "'");
    P.HipSince = *V;
    Ctx.Pending.push_back({Where, PendingRef::Fallback, P.Fallback});
  }
  if (!P.Family.empty())
    Ctx.Pending.push_back(
        {Where, P.Roc ? PendingRef::RocFamily : PendingRef::Family, P.Family});
  Ctx.Into.Packages.push_back(P);
  return llvm::Error::success();
}

llvm::Error convertLibrary(const RawBuildRow &R, BuildLoadContext &Ctx,
                           BuildStatus Status, const std::string &Where) {
  if (R.Cuda.empty())
    return llvm::createStringError("'cuda' must not be empty");
  if (!R.CMake.empty() && !StringRef(R.CMake).starts_with("CUDA::"))
    return llvm::createStringError(
        "'cmake' names a CUDAToolkit imported target (CUDA::...)");
  bool HasPackage = !R.Package.empty();
  if (llvm::Error E =
          checkStatus(TableKind::Libraries, Status, R, HasPackage, "package"))
    return E;
  CudaLibrary L;
  L.Cuda = Ctx.Saver.save(R.Cuda);
  L.CMakeTarget = Ctx.Saver.save(R.CMake);
  L.FindCuda = Ctx.Saver.save(llvm::join(R.FindCuda, ";"));
  L.Package = Ctx.Saver.save(R.Package);
  L.Status = Status;
  L.Reason = Ctx.Saver.save(R.Reason);
  if (HasPackage)
    Ctx.Pending.push_back({Where, PendingRef::Package, L.Package});
  Ctx.Into.Libraries.push_back(L);
  return llvm::Error::success();
}

llvm::Error convertCMake(const RawBuildRow &R, BuildLoadContext &Ctx,
                         BuildStatus Status, BuildValue Value,
                         const std::string &Where) {
  std::optional<CMakeNameKind> Kind = parseCMakeNameKind(R.Kind);
  if (!Kind)
    return llvm::createStringError(
        "unknown kind '" + R.Kind +
        "' (command, compiler-id, feature, language, package, property, "
        "variable)");
  if ((Value == BuildValue::LinkPackage) != !R.Package.empty())
    return llvm::createStringError(
        "'package' goes with 'value: link-package', and only there");
  if (llvm::Error E = checkStatus(TableKind::CMake, Status, R, !R.Hip.empty()))
    return E;
  CMakeName N;
  N.Cuda = Ctx.Saver.save(R.Cuda);
  N.Kind = *Kind;
  N.Hip = Ctx.Saver.save(R.Hip);
  N.Value = Value;
  N.Package = Ctx.Saver.save(R.Package);
  N.Status = Status;
  N.Reason = Ctx.Saver.save(R.Reason);
  if (!N.Package.empty())
    Ctx.Pending.push_back({Where, PendingRef::Package, N.Package});
  Ctx.Into.CMake.push_back(N);
  return llvm::Error::success();
}

llvm::Error convertMake(const RawBuildRow &R, BuildLoadContext &Ctx,
                        BuildStatus Status, BuildValue Value) {
  std::optional<MakeNameKind> Kind = parseMakeNameKind(R.Kind);
  if (!Kind)
    return llvm::createStringError("unknown kind '" + R.Kind +
                                   "' (program, subdir, variable)");
  if ((Value == BuildValue::RocmRoot) != !R.Default.empty())
    return llvm::createStringError(
        "'default' goes with 'value: rocm-root', and only there");
  if (llvm::Error E = checkStatus(TableKind::Make, Status, R, !R.Hip.empty()))
    return E;
  MakeName N;
  N.Cuda = Ctx.Saver.save(R.Cuda);
  N.Kind = *Kind;
  N.Hip = Ctx.Saver.save(R.Hip);
  N.Value = Value;
  N.Default = Ctx.Saver.save(R.Default);
  N.Status = Status;
  N.Reason = Ctx.Saver.save(R.Reason);
  Ctx.Into.Make.push_back(N);
  return llvm::Error::success();
}

llvm::Error convertNvccFlag(const RawBuildRow &R, BuildLoadContext &Ctx,
                            BuildStatus Status, BuildValue Value) {
  if (!StringRef(R.Cuda).starts_with("-") ||
      (!R.Short.empty() && !StringRef(R.Short).starts_with("-")))
    return llvm::createStringError("nvcc options start with '-'");
  if ((Value == BuildValue::Choice) != !R.Values.empty())
    return llvm::createStringError(
        "'values' goes with 'value: choice', and only there");
  bool HasOutput = !R.Hip.empty() || valueWritesOutput(Value);
  if (llvm::Error E = checkStatus(TableKind::NvccFlags, Status, R, HasOutput))
    return E;
  if (!R.Short.empty()) {
    if (!Ctx.Seen.insert(R.Short).second)
      return llvm::createStringError("duplicate entry for '" + R.Short + "'");
  }
  NvccFlag F;
  F.Cuda = Ctx.Saver.save(R.Cuda);
  F.Short = Ctx.Saver.save(R.Short);
  F.Hip = Ctx.Saver.save(R.Hip);
  F.Value = Value;
  F.Status = Status;
  F.Reason = Ctx.Saver.save(R.Reason);
  F.HostToo = R.HostToo;
  llvm::StringSet<> Values;
  for (const RawChoice &C : R.Values) {
    if (C.Value.empty() || C.Hip.empty())
      return llvm::createStringError(
          "each of 'values' needs 'value' and 'hip'");
    if (!Values.insert(C.Value).second)
      return llvm::createStringError("'values' lists '" + C.Value + "' twice");
    Ctx.Into.NvccChoices.push_back(
        {F.Cuda, Ctx.Saver.save(C.Value), Ctx.Saver.save(C.Hip)});
  }
  Ctx.Into.NvccFlags.push_back(F);
  return llvm::Error::success();
}

/// The key rows are sorted and unique by: `package` for packages,
/// `cuda` and then `kind` for the CMake names, `cuda` elsewhere.
std::string rowKey(TableKind T, const RawBuildRow &R) {
  if (T == TableKind::Packages)
    return R.Package;
  if (T == TableKind::CMake)
    return R.Cuda + " (" + R.Kind + ")";
  return R.Cuda;
}

llvm::Error convertRow(const RawBuildRow &R, BuildLoadContext &Ctx,
                       const std::string &Where) {
  if (!Ctx.Table)
    return llvm::createStringError("'table' must come before 'entries'");
  TableKind T = *Ctx.Table;
  for (StringRef Key : presentKeys(R))
    if (!keyAllowed(T, Key))
      return llvm::createStringError("'" + Key +
                                     "' is not a key of this table");

  std::optional<BuildStatus> Status =
      R.Status.empty() ? BuildStatus::Supported : parseBuildStatus(R.Status);
  if (!Status)
    return llvm::createStringError(
        "unknown status '" + R.Status +
        "' (supported, drop, attention, unsupported)");
  std::optional<BuildValue> Value =
      R.Value.empty() ? BuildValue::None : parseBuildValue(R.Value);
  if (!Value || !valueAllowed(T, *Value))
    return llvm::createStringError("'value: " + R.Value +
                                   "' is not a value kind of this table");

  std::string Key = rowKey(T, R);
  if (Ctx.Seen.contains(Key))
    return llvm::createStringError("duplicate entry for '" + Key + "'");
  if (!Ctx.PreviousKey.empty() && !(Ctx.PreviousKey < Key))
    return llvm::createStringError("entries must be sorted: '" + Key +
                                   "' comes after '" + Ctx.PreviousKey + "'");
  Ctx.Seen.insert(Key);
  Ctx.PreviousKey = Key;

  switch (T) {
  case TableKind::Packages:
    return convertPackage(R, Ctx, Where);
  case TableKind::Libraries:
    return convertLibrary(R, Ctx, *Status, Where);
  case TableKind::CMake:
    return convertCMake(R, Ctx, *Status, *Value, Where);
  case TableKind::Make:
    return convertMake(R, Ctx, *Status, *Value);
  case TableKind::NvccFlags:
    return convertNvccFlag(R, Ctx, *Status, *Value);
  }
  llvm_unreachable("covered switch");
}

} // namespace

LLVM_YAML_IS_SEQUENCE_VECTOR(RawBuildRow)
LLVM_YAML_IS_SEQUENCE_VECTOR(RawChoice)

namespace llvm::yaml {
template <> struct MappingTraits<RawChoice> {
  static void mapping(IO &IO, RawChoice &C) {
    IO.mapRequired("value", C.Value);
    IO.mapRequired("hip", C.Hip);
  }
};

template <> struct MappingContextTraits<RawBuildRow, BuildLoadContext> {
  static void mapping(IO &IO, RawBuildRow &R, BuildLoadContext &) {
    IO.mapOptional("cuda", R.Cuda);
    IO.mapOptional("package", R.Package);
    IO.mapOptional("kind", R.Kind);
    IO.mapOptional("hip", R.Hip);
    IO.mapOptional("value", R.Value);
    IO.mapOptional("status", R.Status);
    IO.mapOptional("reason", R.Reason);
    IO.mapOptional("target", R.Target);
    IO.mapOptional("family", R.Family);
    IO.mapOptional("link", R.Link);
    IO.mapOptional("cmake", R.CMake);
    IO.mapOptional("findcuda", R.FindCuda);
    IO.mapOptional("short", R.Short);
    IO.mapOptional("values", R.Values);
    IO.mapOptional("hip_since", R.HipSince);
    IO.mapOptional("fallback", R.Fallback);
    IO.mapOptional("default", R.Default);
    IO.mapOptional("host", R.HostToo, false);
    IO.mapOptional("roc", R.Roc, false);
  }
  static std::string validate(IO &IO, RawBuildRow &R, BuildLoadContext &Ctx) {
    // YAML I/O takes a validation failure as text.
    if (llvm::Error E = convertRow(R, Ctx, where(Ctx, IO)))
      return llvm::toString(std::move(E));
    return "";
  }
};

template <> struct MappingContextTraits<RawBuildFile, BuildLoadContext> {
  static void mapping(IO &IO, RawBuildFile &F, BuildLoadContext &Ctx) {
    IO.mapRequired("table", F.Table);
    Ctx.Table = parseTableKind(F.Table);
    if (!Ctx.Table && !F.Table.empty())
      IO.setError("unknown table '" + F.Table +
                  "' (packages, libraries, cmake, make, nvcc-flags)");
    IO.mapOptional("description", F.Description);
    IO.mapRequired("entries", F.Entries, Ctx);
  }
};
} // namespace llvm::yaml

static llvm::Error loadOne(llvm::MemoryBufferRef Buffer,
                           llvm::StringSaver &Saver, BuildTableSet &Into,
                           std::vector<PendingRef> &Pending) {
  BuildLoadContext Ctx{Buffer, Saver, Into, Pending, std::nullopt, "", {}};
  RawBuildFile Raw;
  return readYamlDocument(Buffer, Raw, Ctx, "table file");
}

llvm::Error cu2hip::loadBuildTableBuffer(llvm::MemoryBufferRef Buffer,
                                         llvm::StringSaver &Saver,
                                         BuildTableSet &Into) {
  std::vector<PendingRef> Pending;
  return loadOne(Buffer, Saver, Into, Pending);
}

/// A name may stand for one CUDA library only: its CMake target and its
/// FindCUDA variables are unique across rows.
static llvm::Error checkLibraryNames(const BuildTableSet &T) {
  llvm::StringMap<StringRef> Owner;
  for (const CudaLibrary &L : T.Libraries) {
    llvm::SmallVector<StringRef, 4> Names;
    L.FindCuda.split(Names, ';', -1, false);
    if (!L.CMakeTarget.empty())
      Names.push_back(L.CMakeTarget);
    for (StringRef N : Names)
      if (auto [It, New] = Owner.try_emplace(N, L.Cuda); !New)
        return llvm::createStringError("'" + N + "' names library '" +
                                       It->second + "' and library '" + L.Cuda +
                                       "': a name belongs in one row");
  }
  return llvm::Error::success();
}

llvm::Expected<BuildTableSet>
cu2hip::loadBuildTableDirectory(StringRef Dir,
                                llvm::ArrayRef<MappingFile> ApiTables,
                                llvm::StringSaver &Saver) {
  llvm::Expected<std::vector<std::string>> Paths = listYamlFiles(Dir);
  if (!Paths)
    return Paths.takeError();
  BuildTableSet Set;
  std::vector<PendingRef> Pending;
  for (const std::string &Path : *Paths) {
    auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer)
      return llvm::createStringError(Buffer.getError(),
                                     "cannot read '" + Path +
                                         "': " + Buffer.getError().message());
    if (llvm::Error E =
            loadOne((*Buffer)->getMemBufferRef(), Saver, Set, Pending))
      return E;
  }

  llvm::StringMap<const RocmPackage *> Packages;
  for (const RocmPackage &P : Set.Packages)
    Packages[P.Package] = &P;
  llvm::StringSet<> Families, RocFamilies;
  for (const MappingFile &F : ApiTables) {
    if (F.Library && !F.Library->Link.empty())
      Families.insert(F.Family);
    if (F.Library && !F.Library->RocLink.empty())
      RocFamilies.insert(F.Family);
  }
  for (const PendingRef &R : Pending) {
    switch (R.What) {
    case PendingRef::Package:
      if (!Packages.contains(R.Name))
        return llvm::createStringError(R.Where + ": unknown package '" +
                                       R.Name + "' (see the packages table)");
      break;
    case PendingRef::Fallback: {
      auto It = Packages.find(R.Name);
      if (It == Packages.end() || It->second->HipSince.isSet())
        return llvm::createStringError(
            R.Where +
            ": 'fallback' must name a package without 'hip_since', "
            "not '" +
            R.Name + "'");
      break;
    }
    case PendingRef::Family:
    case PendingRef::RocFamily: {
      bool Roc = R.What == PendingRef::RocFamily;
      if (!(Roc ? RocFamilies : Families).contains(R.Name))
        return llvm::createStringError(R.Where + ": family '" + R.Name +
                                       "' has no library block with a '" +
                                       (Roc ? "roc_link" : "link") +
                                       "' in the API tables");
      break;
    }
    }
  }
  if (llvm::Error E = checkLibraryNames(Set))
    return E;
  return Set;
}
