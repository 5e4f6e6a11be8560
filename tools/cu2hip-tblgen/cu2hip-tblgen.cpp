//===- cu2hip-tblgen.cpp - Compile mapping tables into the tool -----------===//
///
/// \file
/// Build-time generator: validates every `mappings/*.yaml` with the same
/// loader users' rule files go through (and, with --build-tables, the
/// build-system tables in mappings/build-systems/), then emits the X-macro
/// rows compiled into cu2hip and the Markdown API reference under docs/api/,
/// and, from the diagnostics compiled into it (Diagnostics.def), the index
/// docs/diagnostics/README.md. Outputs are only rewritten when their content
/// changes, so a no-op build stays a no-op.
///
//===----------------------------------------------------------------------===//
#include "BuildTablesEmitter.h"
#include "DiagnosticsIndexEmitter.h"
#include "GeneratedText.h"
#include "KeyReferenceEmitter.h"
#include "cu2hip/Mapping/MappingLoader.h"
#include "cu2hip/Mapping/NameHash.h"
#include "cu2hip/Mapping/NameSets.h"
#include "cu2hip/Mapping/Shims.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace cu2hip;
using namespace llvm;

static cl::OptionCategory Category("cu2hip-tblgen options");
static cl::opt<std::string> TableDir(cl::Positional, cl::Required,
                                     cl::desc("<mappings dir>"),
                                     cl::cat(Category));
static cl::opt<std::string> EmitRows("emit-rows",
                                     cl::desc("write the X-macro rows here"),
                                     cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> CheckOnly("check",
                               cl::desc("only validate the tables (default "
                                        "when nothing is emitted)"),
                               cl::cat(Category));
static cl::opt<std::string>
    EmitDocs("emit-docs", cl::desc("write the API reference pages here"),
             cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string>
    BuildTableDir("build-tables",
                  cl::desc("also validate the build-system tables in this "
                           "folder (their docs go with --emit-docs)"),
                  cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string>
    EmitBuildRows("emit-build-rows",
                  cl::desc("write the build-system X-macro rows here"),
                  cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string>
    ShimFile("shims",
             cl::desc("also validate this shim file (its docs go "
                      "with --emit-docs)"),
             cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> EmitShims("emit-shims",
                                      cl::desc("write the shim X-macros here"),
                                      cl::value_desc("file"),
                                      cl::cat(Category));
static cl::opt<std::string>
    NvidiaShimFile("nvidia-shims",
                   cl::desc("also validate this NVIDIA shim file (its docs "
                            "go with --emit-docs)"),
                   cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string>
    EmitNvidiaShims("emit-nvidia-shims",
                    cl::desc("write the NVIDIA shim X-macros here"),
                    cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> EmitDiagnosticsIndex(
    "emit-diagnostics-index",
    cl::desc("write the index of the diagnostics (docs/diagnostics/README.md) "
             "here"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> KeyReferencePage(
    "key-reference",
    cl::desc("the page whose key reference --emit-key-reference fills in "
             "(docs/mapping-tables.md)"),
    cl::value_desc("file"), cl::cat(Category));
static cl::opt<std::string> EmitKeyReference(
    "emit-key-reference",
    cl::desc("write that page here, its key reference from RowFields.def"),
    cl::value_desc("file"), cl::cat(Category));

namespace {

/// Writes \p Content to \p Path unless the file already holds exactly that.
Error writeIfChanged(StringRef Path, StringRef Content) {
  if (auto Old = MemoryBuffer::getFile(Path);
      Old && (*Old)->getBuffer() == Content)
    return Error::success();
  if (auto EC = sys::fs::create_directories(sys::path::parent_path(Path)))
    return createStringError(EC, "cannot create directory for '" + Path + "'");
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC)
    return createStringError(EC,
                             "cannot write '" + Path + "': " + EC.message());
  OS << Content;
  return Error::success();
}

// A row's value of each type a key can have (RowFields.def), as C++. A text
// is a StringRef braced with its length: the rows are made in constant
// evaluation, where a StringRef of a bare literal would count its characters
// (13,000 rows of such steps exceed Clang's limit on constant evaluation).
std::string cxxValue(StringRef S) {
  return S.empty() ? "{}"
                   : "{" + cxxString(S) + ", " + std::to_string(S.size()) + "}";
}
std::string cxxValue(HipVersion V) { return cxxVersion(V); }
std::string cxxValue(NameKind K) {
  return cxxEnumerator("NameKind", nameKindName(K));
}
std::string cxxValue(MappingStatus S) {
  return cxxEnumerator("MappingStatus", mappingStatusName(S));
}
std::string cxxValue(HandlerKind H) {
  return ("HandlerKind::" + handlerEnumerator(H)).str();
}
std::string cxxValue(WarpClass W) {
  return ("WarpClass::" + warpClassEnumerator(W)).str();
}
std::string cxxValue(bool B) { return B ? "true" : "false"; }
std::string cxxValue(unsigned N) { return std::to_string(N); }
std::string cxxValue(std::optional<unsigned> N) {
  return N ? std::to_string(*N) + "u" : "std::nullopt";
}

/// `// Macro(A, B, ...)`, wrapped as a comment of the generated file.
void writeSignature(raw_ostream &OS, StringRef Macro,
                    ArrayRef<StringRef> Parameters) {
  std::string Line = ("// " + Macro + "(").str();
  std::string Indent = "//" + std::string(Macro.size() + 2, ' ');
  for (size_t I = 0; I < Parameters.size(); ++I) {
    std::string Item =
        (Parameters[I] + (I + 1 == Parameters.size() ? ")" : ",")).str();
    if (I > 0 && Line.size() + 1 + Item.size() > 71) {
      OS << Line << "\n";
      Line = Indent + Item;
    } else {
      Line += (I > 0 ? " " : "") + Item;
    }
  }
  OS << Line << "\n";
}

/// The families of docs/coverage.md, then their header globs in order.
void emitCoverage(ArrayRef<MappingFile> Files, raw_ostream &OS) {
  OS << "#ifdef CU2HIP_COVERAGE_FAMILY\n";
  for (const MappingFile &F : Files)
    for (const CoverageFamily &C : F.Coverage)
      OS << "CU2HIP_COVERAGE_FAMILY(" << cxxString(C.Family) << ", " << C.Order
         << ", " << cxxString(C.Root) << ", " << cxxValue(C.OwnUnit) << ", "
         << cxxValue(C.CountsHeaders) << ", " << cxxString(C.Namespace) << ", "
         << cxxValue(C.DirectMembersOnly) << ", " << cxxString(C.Summary)
         << ")\n";
  OS << "#undef CU2HIP_COVERAGE_FAMILY\n#endif\n";
  auto EmitGlobs = [&](StringRef Macro,
                       std::vector<StringRef> CoverageFamily::*Globs) {
    OS << "#ifdef " << Macro << "\n";
    for (const MappingFile &F : Files)
      for (const CoverageFamily &C : F.Coverage)
        for (StringRef G : C.*Globs)
          OS << Macro << "(" << cxxString(C.Family) << ", " << cxxString(G)
             << ")\n";
    OS << "#undef " << Macro << "\n#endif\n";
  };
  EmitGlobs("CU2HIP_COVERAGE_HEADER", &CoverageFamily::Headers);
  EmitGlobs("CU2HIP_COVERAGE_EXCEPT", &CoverageFamily::Except);
}

/// The index of the rows, in the order emitRows writes them: each slot
/// holds a row's position plus one, 0 when free (NameHash.h). Names are
/// unique across the files (loadMappingDirectory checks it).
void emitRowIndex(ArrayRef<MappingFile> Files, raw_ostream &OS) {
  std::vector<StringRef> Names;
  for (const MappingFile &F : Files)
    for (const MappingRow &R : F.Rows)
      Names.push_back(R.Cuda);
  std::vector<uint32_t> Slots(tableIndexSlots(Names.size()), 0);
  const size_t Mask = Slots.size() - 1;
  for (size_t Row = 0; Row < Names.size(); ++Row) {
    size_t Slot = tableNameHash(Names[Row]) & Mask;
    while (Slots[Slot] != 0)
      Slot = (Slot + 1) & Mask;
    Slots[Slot] = Row + 1;
  }
  OS << "#ifdef CU2HIP_ROW_INDEX\n";
  for (size_t I = 0; I < Slots.size(); I += 16) {
    OS << "CU2HIP_ROW_INDEX(";
    for (size_t J = I; J < I + 16 && J < Slots.size(); ++J)
      OS << (J > I ? ", " : "") << Slots[J];
    OS << ")\n";
  }
  OS << "#undef CU2HIP_ROW_INDEX\n#endif\n";
}

/// The name sets of the rows (NameSets.h), each sorted, so that the table
/// derives nothing at start-up.
void emitNameSets(ArrayRef<MappingFile> Files, raw_ostream &OS) {
  NameSets Sets;
  for (const MappingFile &F : Files)
    for (const MappingRow &R : F.Rows)
      Sets.add(R);
  auto Sorted = [](const auto &Set) {
    std::vector<StringRef> Keys;
    for (const auto &Entry : Set)
      Keys.push_back(Entry.getKey());
    llvm::sort(Keys);
    return Keys;
  };
  OS << "#ifdef CU2HIP_WARP_NAME\n";
  for (StringRef Name : Sorted(Sets.WarpNames)) {
    const NameSets::WarpName &W = Sets.WarpNames.find(Name)->second;
    OS << "CU2HIP_WARP_NAME(" << cxxString(Name) << ", " << cxxValue(W.Class)
       << ", " << cxxValue(W.OnlyMembers) << ")\n";
  }
  OS << "#undef CU2HIP_WARP_NAME\n#endif\n";
  for (auto [Macro, Set] :
       {std::pair{"CU2HIP_MEMBER_OWNER", &Sets.MemberOwners},
        std::pair{"CU2HIP_OVERLOADED_NAME", &Sets.OverloadedNames}}) {
    OS << "#ifdef " << Macro << "\n";
    for (StringRef Name : Sorted(*Set))
      OS << Macro << "(" << cxxString(Name) << ")\n";
    OS << "#undef " << Macro << "\n#endif\n";
  }
  OS << "#ifdef CU2HIP_NEWEST_VERSION\nCU2HIP_NEWEST_VERSION("
     << cxxValue(Sets.Newest) << ")\n#undef CU2HIP_NEWEST_VERSION\n#endif\n";
}

std::string emitRows(ArrayRef<MappingFile> Files) {
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "// Generated by cu2hip-tblgen from mappings/*.yaml. DO NOT EDIT.\n";
  // The row and library macros' parameters: the .def files' members.
  static constexpr StringRef RowParameters[] = {
      "Family",
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc) #Member,
#include "cu2hip/Mapping/RowFields.def"
  };
  static constexpr StringRef LibraryParameters[] = {
      "Family",
#define CU2HIP_LIBRARY_FIELD(Key, Member, Type, Required) #Member,
#include "cu2hip/Mapping/LibraryFields.def"
  };
  writeSignature(OS, "CU2HIP_ROW", RowParameters);
  writeSignature(OS, "CU2HIP_LIBRARY", LibraryParameters);
  OS << "// CU2HIP_NAME_PREFIX(Family, Prefix)\n"
        "// CU2HIP_HEADER_PREFIX(Family, Prefix)\n"
        "// CU2HIP_COVERAGE_FAMILY(Family, Order, Root, OwnUnit, "
        "CountsHeaders,\n"
        "//                        Namespace, DirectMembersOnly, Summary)\n"
        "// CU2HIP_COVERAGE_HEADER(Family, Glob)\n"
        "// CU2HIP_COVERAGE_EXCEPT(Family, Glob)\n"
        "// CU2HIP_ROW_INDEX(Slot...): the rows' hash index (NameHash.h)\n"
        "// CU2HIP_WARP_NAME(Name, Class, OnlyMembers), "
        "CU2HIP_MEMBER_OWNER(Name),\n"
        "// CU2HIP_OVERLOADED_NAME(Name), CU2HIP_NEWEST_VERSION(Version): "
        "NameSets.h\n";
  OS << "#ifdef CU2HIP_ROW\n";
  for (const MappingFile &F : Files)
    for (const MappingRow &R : F.Rows) {
      OS << "CU2HIP_ROW(" << cxxValue(R.Family);
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc)            \
  OS << ", " << cxxValue(R.Member);
#include "cu2hip/Mapping/RowFields.def"
      OS << ")\n";
    }
  OS << "#undef CU2HIP_ROW\n#endif\n";
  emitRowIndex(Files, OS);
  emitNameSets(Files, OS);
  OS << "#ifdef CU2HIP_LIBRARY\n";
  for (const MappingFile &F : Files)
    if (F.Library) {
      OS << "CU2HIP_LIBRARY(" << cxxValue(F.Family);
#define CU2HIP_LIBRARY_FIELD(Key, Member, Type, Required)                      \
  OS << ", " << cxxValue(F.Library->Member);
#include "cu2hip/Mapping/LibraryFields.def"
      OS << ")\n";
    }
  OS << "#undef CU2HIP_LIBRARY\n#endif\n";
  OS << "#ifdef CU2HIP_NAME_PREFIX\n";
  for (const MappingFile &F : Files)
    for (StringRef P : F.NamePrefixes)
      OS << "CU2HIP_NAME_PREFIX(" << cxxString(F.Family) << ", " << cxxString(P)
         << ")\n";
  OS << "#undef CU2HIP_NAME_PREFIX\n#endif\n";
  OS << "#ifdef CU2HIP_HEADER_PREFIX\n";
  for (const MappingFile &F : Files)
    for (StringRef P : F.HeaderPrefixes)
      OS << "CU2HIP_HEADER_PREFIX(" << cxxString(F.Family) << ", "
         << cxxString(P) << ")\n";
  OS << "#undef CU2HIP_HEADER_PREFIX\n#endif\n";
  emitCoverage(Files, OS);
  return Out;
}

std::string rowNotes(const MappingRow &R) {
  std::string Notes;
  auto Add = [&Notes](const std::string &S) {
    Notes += Notes.empty() ? S : "; " + S;
  };
  if (!R.Reason.empty())
    Add(R.Reason.str());
  if (!R.Fallback.empty())
    Add((R.Hip.empty() ? std::string("every HIP")
                       : "before HIP " + R.HipSince.str()) +
        ": `" + R.Fallback.str() + "`" +
        (R.FallbackHandler != HandlerKind::None
             ? " (" + handlerName(R.FallbackHandler).str() + ")"
             : ""));
  if (R.Handler != HandlerKind::None)
    Add("rewrite: " + handlerName(R.Handler).str());
  if (!R.TestedAs.empty())
    Add("in `#if` and `#ifdef`: `" + R.TestedAs.str() + "`");
  if (R.CoversMembers)
    Add("covers the names inside it");
  if (R.Warp != WarpClass::None)
    Add("warp: " + warpClassName(R.Warp).str());
  if (R.LaneMaskArg)
    Add("its first argument is a 32-lane mask");
  if (!R.DeviceRole.empty())
    Add("in device code it " + R.DeviceRole.str() +
        " (dynamic parallelism, which HIP does not support)");
  if (R.ArgsFrom)
    Add("arguments: those of the constant that argument " +
        std::to_string(*R.ArgsFrom + 1) + " names");
  if (!R.CallArgs.empty())
    Add("as the selecting argument of a call: `(" + R.CallArgs.str() + ")`");
  if (!R.Args.empty())
    Add("arguments: `(" + R.Args.str() + ")`" +
        (R.Require.empty() ? "" : " when `" + R.Require.str() + "`"));
  if (R.HipDeprecated.isSet())
    Add("deprecated in HIP " + R.HipDeprecated.str());
  if (R.HipRemoved.isSet())
    Add("removed in HIP " + R.HipRemoved.str());
  if (R.CudaRemoved.isSet())
    Add("removed from CUDA " + R.CudaRemoved.str());
  return Notes;
}

/// The summaries' columns: supported (a removed row is translated exactly,
/// by deleting it), unsupported, needs attention.
int statusColumn(MappingStatus S) {
  switch (S) {
  case MappingStatus::Supported:
  case MappingStatus::Removed:
    return 0;
  case MappingStatus::Unsupported:
    return 1;
  case MappingStatus::Attention:
    return 2;
  }
  llvm_unreachable("covered switch");
}

/// One page per family: a summary by kind and status, then every row.
std::string emitFamilyPage(StringRef Family, const LibraryInfo *Library,
                           ArrayRef<const MappingRow *> Rows) {
  std::map<std::string, std::array<unsigned, 3>> Counts;
  for (const MappingRow *R : Rows)
    ++Counts[nameKindName(R->Kind).str()][statusColumn(R->Status)];

  std::string Out;
  raw_string_ostream OS(Out);
  OS << "<!-- Generated by cu2hip-tblgen from mappings/*.yaml. DO NOT EDIT. "
        "-->\n"
     << "# CUDA " << Family << " API: HIP mappings\n\n";
  if (Library)
    OS << Library->CudaName << " translates to " << Library->HipName
       << " (link `-l" << Library->Link << "`). "
       << (Library->DebianHeaders
               ? "Rows for HIP 5.2 are verified against Debian's headers."
               : "Debian ships no " + Library->HipName.str() +
                     " headers: versions come from its documentation and "
                     "the tests pin the translated code.")
       << "\n\n";
  bool Roc = Library && !Library->RocName.empty();
  if (Roc) {
    unsigned Named = llvm::count_if(
        Rows, [](const MappingRow *R) { return !R->Roc.empty(); });
    OS << "With `--roc` it translates to " << Library->RocName << " (link `-l"
       << Library->RocLink << "`): " << Named << " rows name a "
       << Library->RocName
       << " equivalent; every other use of a supported row is reported "
          "([cu2hip-roc-unsupported](../diagnostics/roc-unsupported.md))"
       << (Library->RocReason.empty() ? std::string(".")
                                      : ": " + Library->RocReason.str() + ".")
       << "\n\n";
  }
  OS << "| kind | supported | needs attention | unsupported |\n"
     << "|---|---:|---:|---:|\n";
  for (const auto &[Kind, C] : Counts)
    OS << "| " << Kind << " | " << C[0] << " | " << C[2] << " | " << C[1]
       << " |\n";
  OS << "\n| CUDA | kind | HIP | since | status | "
     << (Roc ? Library->RocName.str() + " (--roc) | " : "") << "notes |\n"
     << "|---|---|---|---|---|" << (Roc ? "---|" : "") << "---|\n";
  for (const MappingRow *R : Rows) {
    std::string Notes = rowNotes(*R);
    if (!R->RocReason.empty())
      Notes += (Notes.empty() ? "" : "; ") + ("--roc: " + R->RocReason).str();
    OS << "| `" << markdownCell(R->Cuda) << "` | " << nameKindName(R->Kind)
       << " | " << (R->Hip.empty() ? "" : "`" + markdownCell(R->Hip) + "`")
       << " | " << (R->HipSince.isSet() ? R->HipSince.str() : "") << " | "
       << mappingStatusName(R->Status)
       << (R->Diag.empty() ? "" : " [cu2hip-" + R->Diag.str() + "]") << " | "
       << (!Roc             ? ""
           : R->Roc.empty() ? " | "
                            : "`" + markdownCell(R->Roc) + "` | ")
       << markdownCell(Notes) << " |\n";
  }
  return Out;
}

Error emitDocs(ArrayRef<MappingFile> Files, const BuildTableSet *Build,
               StringRef Dir) {
  std::map<std::string, std::vector<const MappingRow *>> ByFamily;
  std::map<std::string, const LibraryInfo *> Libraries;
  for (const MappingFile &F : Files) {
    for (const MappingRow &R : F.Rows)
      ByFamily[F.Family.str()].push_back(&R);
    if (F.Library)
      Libraries[F.Family.str()] = &*F.Library;
  }

  std::string Index;
  raw_string_ostream IS(Index);
  IS << "<!-- Generated by cu2hip-tblgen from mappings/*.yaml. DO NOT EDIT. "
        "-->\n"
     << "# Supported CUDA APIs\n\n"
     << "One page per API family, generated from the mapping tables. For how "
        "much of each CUDA header the tables cover, see "
        "[coverage.md](../coverage.md).\n\n"
     << "| family | rows | supported | needs attention | unsupported |\n"
     << "|---|---:|---:|---:|---:|\n";
  for (auto &[Family, Rows] : ByFamily) {
    llvm::sort(Rows, [](const MappingRow *A, const MappingRow *B) {
      return A->Cuda < B->Cuda;
    });
    std::array<unsigned, 3> C{};
    for (const MappingRow *R : Rows)
      ++C[statusColumn(R->Status)];
    IS << "| [" << Family << "](" << Family << ".md) | " << Rows.size() << " | "
       << C[0] << " | " << C[2] << " | " << C[1] << " |\n";
    SmallString<128> Page(Dir);
    sys::path::append(Page, Family + ".md");
    if (Error E = writeIfChanged(
            Page, emitFamilyPage(Family, Libraries[Family], Rows)))
      return E;
  }
  IS << "\nRows that need more than a rename name a [handler](handlers.md); "
        "warp-level functions say what they do in a [warp "
        "class](warp-classes.md).\n";
  if (Build) {
    IS << "\nCMake lists and Makefiles are migrated as "
          "[build-systems.md](build-systems.md) says.\n";
    SmallString<128> BuildPage(Dir);
    sys::path::append(BuildPage, "build-systems.md");
    if (Error E = writeIfChanged(BuildPage, emitBuildDocs(*Build, Files)))
      return E;
  }
  SmallString<128> IndexPath(Dir);
  sys::path::append(IndexPath, "README.md");
  if (Error E = writeIfChanged(IndexPath, Index))
    return E;

  std::string Handlers;
  raw_string_ostream HS(Handlers);
  HS << "<!-- Generated by cu2hip-tblgen from Handlers.def. DO NOT EDIT. -->\n"
     << "# Rewrite handlers\n\n"
     << "The values of a row's `handler:` and `fallback_handler:` keys.\n\n"
     << "| handler | what it does |\n|---|---|\n";
#define CU2HIP_HANDLER(Enum, Name, Doc) HS << "| `" Name "` | " Doc " |\n";
#include "cu2hip/Mapping/Handlers.def"
  SmallString<128> HandlersPath(Dir);
  sys::path::append(HandlersPath, "handlers.md");
  if (Error E = writeIfChanged(HandlersPath, Handlers))
    return E;

  std::string Warp;
  raw_string_ostream WS(Warp);
  WS << "<!-- Generated by cu2hip-tblgen from WarpClasses.def. DO NOT EDIT. "
        "-->\n"
     << "# Warp classes\n\n"
     << "The values of a row's `warp:` key: what a warp-level function does, "
        "for the wave64 checks and the lane-mask handlers. A row with "
        "`lane_mask_arg: true` takes a 32-lane mask as its first argument.\n\n"
     << "| warp | what the function does | rows |\n|---|---|---|\n";
  std::map<WarpClass, std::vector<std::string>> WarpRows;
  for (const MappingFile &F : Files)
    for (const MappingRow &R : F.Rows)
      if (R.Warp != WarpClass::None)
        WarpRows[R.Warp].push_back("`" + R.Cuda.str() + "`");
#define CU2HIP_WARP_CLASS(Enum, Name, Doc)                                     \
  WS << "| `" Name "` | " Doc " | "                                            \
     << llvm::join(WarpRows[WarpClass::Enum], ", ") << " |\n";
#include "cu2hip/Mapping/WarpClasses.def"
  SmallString<128> WarpPath(Dir);
  sys::path::append(WarpPath, "warp-classes.md");
  return writeIfChanged(WarpPath, Warp);
}

std::string emitShimRows(ArrayRef<Shim> Shims) {
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "// Generated by cu2hip-tblgen from mappings/shims/shims.yaml. DO NOT "
        "EDIT.\n// CU2HIP_SHIM(Name, Provides, Needs, Exact, Note, Code)\n";
  for (const Shim &S : Shims)
    OS << "CU2HIP_SHIM(" << cxxString(S.Name) << ", " << cxxString(S.Provides)
       << ", " << cxxString(S.Needs) << ", " << (S.Exact ? "true" : "false")
       << ", " << cxxString(S.Note) << ", R\"cu2hip(" << S.Code
       << ")cu2hip\")\n";
  OS << "#undef CU2HIP_SHIM\n";
  return Out;
}

std::string emitNvidiaShimRows(ArrayRef<NvidiaShim> Shims) {
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "// Generated by cu2hip-tblgen from mappings/shims/nvidia.yaml. DO "
        "NOT EDIT.\n// CU2HIP_NVIDIA_SHIM(Name, Title, Provides, DeviceOnly, "
        "Code)\n";
  for (const NvidiaShim &S : Shims)
    OS << "CU2HIP_NVIDIA_SHIM(" << cxxString(S.Name) << ", "
       << cxxString(S.Title) << ", " << cxxString(S.Provides) << ", "
       << (S.DeviceOnly ? "true" : "false") << ", R\"cu2hip(" << S.Code
       << ")cu2hip\")\n";
  OS << "#undef CU2HIP_NVIDIA_SHIM\n";
  return Out;
}

/// The NVIDIA side's shims, after the AMD side's in the shims page.
void emitNvidiaShimDocs(ArrayRef<NvidiaShim> Shims, raw_ostream &OS) {
  OS << "## On NVIDIA\n\n"
        "`cu2hip-nvidia-compat` writes the headers with which nvcc builds the "
        "translation for NVIDIA GPUs. Where a rename cannot say what a HIP "
        "name does, these shims define it (`mappings/shims/nvidia.yaml`); "
        "device code is compiled by a CUDA compiler only.\n\n";
  for (const NvidiaShim &S : Shims) {
    OS << "### " << S.Name << "\n\n"
       << "- " << S.Title
       << "\n- device code only: " << (S.DeviceOnly ? "yes" : "no")
       << "\n- defines:";
    SmallVector<StringRef, 16> Names;
    S.Provides.split(Names, ' ', -1, false);
    for (StringRef N : Names)
      OS << " `" << N << "`";
    OS << "\n\n```cpp\n" << S.Code << "```\n\n";
  }
}

/// Which rows name each shim, for the docs.
std::string emitShimDocs(ArrayRef<Shim> Shims, ArrayRef<MappingFile> Files) {
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "<!-- Generated by cu2hip-tblgen from mappings/shims/shims.yaml. DO "
        "NOT EDIT. -->\n# Shims\n\n"
        "Where the target HIP is older than a row's `hip_since` and the "
        "equivalent needs code, the row's fallback is a name a shim declares. "
        "A translated tree gets the shims its files use in one header at "
        "its root, `cu2hip_compat.h`: a file that uses a shim defines its "
        "`CU2HIP_USE_<NAME>` macro and includes the header by a path "
        "relative to itself. A file translated on its own gets the shim's "
        "code after its includes instead. Either way the code sits under a "
        "guard macro (`CU2HIP_SHIM_<NAME>`) with the HIP header it needs. An "
        "inexact shim is reported at each use (cu2hip-api-semantics).\n\n";
  for (const Shim &S : Shims) {
    OS << "## " << S.Name << "\n\n"
       << S.Note << ".\n\n"
       << "- exact: " << (S.Exact ? "yes" : "no (reported at each use)")
       << "\n- needs: `" << S.Needs << "`\n- stands in for:";
    for (const MappingFile &F : Files)
      for (const MappingRow &R : F.Rows)
        if (!R.Fallback.empty() && S.provides(R.Fallback))
          OS << " `" << R.Cuda << "` ("
             << (R.Hip.empty() ? std::string("every HIP")
                               : "below HIP " + R.HipSince.str())
             << ")";
    OS << "\n\n```cpp\n" << S.Code << "```\n\n";
  }
  return Out;
}

/// Every fallback spelt as a shim's name (`cu2hip_...`) is one a shim
/// declares.
Error checkShimFallbacks(ArrayRef<Shim> Shims, ArrayRef<MappingFile> Files) {
  for (const MappingFile &F : Files)
    for (const MappingRow &R : F.Rows)
      if (isShimName(R.Fallback) && llvm::none_of(Shims, [&](const Shim &S) {
            return S.provides(R.Fallback);
          }))
        return createStringError("mappings: " + F.Family + ": '" + R.Cuda +
                                 "': no shim declares its fallback '" +
                                 R.Fallback + "'");
  return Error::success();
}

/// \p Page with its key reference generated, written to \p Out.
Error writeKeyReference(StringRef Page, StringRef Out) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Text = MemoryBuffer::getFile(Page);
  if (!Text)
    return createStringError(Text.getError(), "cannot read '" + Page + "': " +
                                                  Text.getError().message());
  Expected<std::string> Filled = emitKeyReference((*Text)->getBuffer());
  if (!Filled)
    return createStringError(Page + ": " + toString(Filled.takeError()));
  return writeIfChanged(Out, *Filled);
}

} // namespace

int main(int argc, char **argv) {
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv,
                              "validate cu2hip mapping tables and generate "
                              "the compiled rows and API docs\n");
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  Expected<std::vector<MappingFile>> Files =
      loadMappingDirectory(TableDir, Saver);
  if (!Files) {
    WithColor::error(errs(), "cu2hip-tblgen")
        << toString(Files.takeError()) << "\n";
    return 1;
  }
  auto Fail = [](Error E) {
    WithColor::error(errs(), "cu2hip-tblgen") << toString(std::move(E)) << "\n";
    return 1;
  };
  std::optional<BuildTableSet> Build;
  if (!BuildTableDir.empty()) {
    Expected<BuildTableSet> Loaded =
        loadBuildTableDirectory(BuildTableDir, *Files, Saver);
    if (!Loaded)
      return Fail(Loaded.takeError());
    Build = std::move(*Loaded);
  }
  std::vector<Shim> Shims;
  if (!ShimFile.empty()) {
    Expected<std::vector<Shim>> Loaded = loadShimFile(ShimFile, Saver);
    if (!Loaded)
      return Fail(Loaded.takeError());
    Shims = std::move(*Loaded);
  }
  if (Error E = checkShimFallbacks(Shims, *Files))
    return Fail(std::move(E));
  if (!EmitShims.empty())
    if (Error E = writeIfChanged(EmitShims, emitShimRows(Shims)))
      return Fail(std::move(E));
  std::vector<NvidiaShim> NvidiaShims;
  if (!NvidiaShimFile.empty()) {
    Expected<std::vector<NvidiaShim>> Loaded =
        loadNvidiaShimFile(NvidiaShimFile, Saver);
    if (!Loaded)
      return Fail(Loaded.takeError());
    NvidiaShims = std::move(*Loaded);
  }
  if (!EmitNvidiaShims.empty())
    if (Error E =
            writeIfChanged(EmitNvidiaShims, emitNvidiaShimRows(NvidiaShims)))
      return Fail(std::move(E));
  if (!EmitRows.empty())
    if (Error E = writeIfChanged(EmitRows, emitRows(*Files)))
      return Fail(std::move(E));
  if (!EmitBuildRows.empty()) {
    if (!Build)
      return Fail(createStringError("--emit-build-rows needs --build-tables"));
    if (Error E = writeIfChanged(EmitBuildRows, emitBuildRows(*Build)))
      return Fail(std::move(E));
  }
  if (!EmitDiagnosticsIndex.empty())
    if (Error E = writeIfChanged(EmitDiagnosticsIndex, emitDiagnosticsIndex()))
      return Fail(std::move(E));
  if (!EmitKeyReference.empty())
    if (Error E = writeKeyReference(KeyReferencePage, EmitKeyReference))
      return Fail(std::move(E));
  if (!EmitDocs.empty()) {
    if (Error E = emitDocs(*Files, Build ? &*Build : nullptr, EmitDocs))
      return Fail(std::move(E));
    SmallString<128> ShimPage(EmitDocs);
    sys::path::append(ShimPage, "shims.md");
    if (!ShimFile.empty()) {
      std::string Page = emitShimDocs(Shims, *Files);
      raw_string_ostream OS(Page);
      if (!NvidiaShims.empty())
        emitNvidiaShimDocs(NvidiaShims, OS);
      if (Error E = writeIfChanged(ShimPage, Page))
        return Fail(std::move(E));
    }
  }
  return 0;
}
