//===- MappingLoader.cpp - YAML mapping tables ----------------------------===//
///
/// \file
/// Parses with LLVM's YAML I/O into plain "raw" structs, then validates each
/// row while the parser still points at it, so every error is reported at the
/// line and column of the offending entry.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Mapping/MappingLoader.h"
#include "CoverageBlock.h"
#include "YamlDocument.h"
#include "cu2hip/Mapping/ArgTemplate.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// The YAML form of a row's key, by its member's type: text for names,
/// versions and enumerations; a count stays optional, for the checks that
/// tell an absent `arity` from a given one.
template <class T> struct RawField {
  using type = std::string;
};
template <> struct RawField<bool> {
  using type = bool;
};
template <> struct RawField<unsigned> {
  using type = std::optional<unsigned>;
};
template <> struct RawField<std::optional<unsigned>> {
  using type = std::optional<unsigned>;
};

struct RawRow {
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc)            \
  RawField<Type>::type Member{};
#include "cu2hip/Mapping/RowFields.def"
};

struct RawLibrary {
#define CU2HIP_LIBRARY_FIELD(Key, Member, Type, Required)                      \
  RawField<Type>::type Member{};
#include "cu2hip/Mapping/LibraryFields.def"
};

struct RawFile {
  std::string Family;
  std::string Description;
  std::optional<RawLibrary> Library;
  std::vector<std::string> NamePrefixes, HeaderPrefixes;
  std::vector<RawCoverage> Coverage;
  std::vector<RawRow> Entries;
};

/// Validation state threaded through the parse: the rows converted so far.
struct LoadContext {
  StringRef Family;
  llvm::StringSaver &Saver;
  std::vector<MappingRow> Rows;
  llvm::StringSet<> Seen;
};

/// What a row writes into the user's code is a name (`hipFoo`,
/// `ns::type::member`), for a header row an include path, for a macro's
/// fallback its value: never text a rule file could smuggle in
/// (`x; system("rm -rf ~")`).
llvm::Error checkEmittedName(StringRef Key, StringRef Value, NameKind Kind) {
  if (Value.empty())
    return llvm::Error::success();
  if (Kind == NameKind::Header) {
    if (isIncludePath(Value))
      return llvm::Error::success();
    return llvm::createStringError("'" + Key +
                                   "' of a header row is a relative include "
                                   "path ('hip/hip_runtime.h'), not '" +
                                   Value + "'");
  }
  // A macro's fallback may be its value (the constant is its value), and so
  // may a field's (`deviceOverlap` is 1 where copies always overlap).
  if ((Kind == NameKind::Macro || Kind == NameKind::Member) &&
      Key == "fallback" && isMacroValue(Value))
    return llvm::Error::success();
  if (isQualifiedIdentifier(Value))
    return llvm::Error::success();
  return llvm::createStringError(
      "'" + Key + "' is a name ('hipFoo', 'ns::type'), not '" + Value + "'");
}

/// `type, value...`: parameter kinds, a pack only last.
llvm::Error checkTemplateKinds(StringRef Kinds) {
  llvm::SmallVector<StringRef, 4> Items;
  Kinds.split(Items, ",");
  for (size_t I = 0; I < Items.size(); ++I) {
    StringRef Item = Items[I].trim();
    bool Pack = Item.consume_back("...");
    if (Item != "type" && Item != "value")
      return llvm::createStringError(
          "'template' lists parameter kinds, 'type' or 'value' (a pack "
          "with '...'), not '" +
          Items[I].trim() + "'");
    if (Pack && I + 1 != Items.size())
      return llvm::createStringError(
          "'template': only the last parameter can be a pack");
  }
  return llvm::Error::success();
}

bool isKnownDiagId(StringRef Id) {
#define CU2HIP_DIAG(Enum, DiagId, Sev, Eff, Cat, Summary)                      \
  if (Id == DiagId)                                                            \
    return true;
#include "cu2hip/Support/Diagnostics.def"
  return false;
}

// One conversion per type a key can have (RowFields.def): what a key may
// hold on its own. The checks between keys follow in convertRow.
llvm::Error convertField(StringRef, const std::string &Text, StringRef &Out,
                         llvm::StringSaver &Saver) {
  Out = Saver.save(Text);
  return llvm::Error::success();
}

llvm::Error convertField(StringRef Key, const std::string &Text,
                         HipVersion &Out, llvm::StringSaver &) {
  if (Text.empty())
    return llvm::Error::success();
  std::optional<HipVersion> V = HipVersion::parse(Text);
  if (!V)
    return llvm::createStringError(
        "'" + Key + "' must be a version such as \"5.2\", got '" + Text + "'");
  Out = *V;
  return llvm::Error::success();
}

/// An enumeration's YAML name, which \p Parse knows, or an error naming
/// \p What and the \p Known names. Where the key is \p Optional and absent,
/// the member keeps its default.
template <class E>
llvm::Error convertEnum(const std::string &Text, E &Out,
                        std::optional<E> (*Parse)(StringRef), StringRef What,
                        StringRef Known, bool Optional = true) {
  if (Optional && Text.empty())
    return llvm::Error::success();
  std::optional<E> Value = Parse(Text);
  if (!Value)
    return llvm::createStringError("unknown " + What + " '" + Text + "'" +
                                   (Known.empty() ? "" : " (" + Known + ")"));
  Out = *Value;
  return llvm::Error::success();
}

llvm::Error convertField(StringRef Key, const std::string &Text, NameKind &Out,
                         llvm::StringSaver &) {
  return convertEnum(Text, Out, parseNameKind, Key,
                     "function, type, enum, macro, header, member, namespace",
                     /*Optional=*/false);
}
llvm::Error convertField(StringRef Key, const std::string &Text,
                         MappingStatus &Out, llvm::StringSaver &) {
  return convertEnum(Text, Out, parseMappingStatus, Key,
                     "supported, unsupported, attention, removed");
}
llvm::Error convertField(StringRef Key, const std::string &Text,
                         HandlerKind &Out, llvm::StringSaver &) {
  return convertEnum(Text, Out, parseHandlerName, Key, "");
}
llvm::Error convertField(StringRef, const std::string &Text, WarpClass &Out,
                         llvm::StringSaver &) {
  return convertEnum(Text, Out, parseWarpClassName, "warp class",
                     "see include/cu2hip/Mapping/WarpClasses.def");
}

template <class T>
llvm::Error convertField(StringRef, const T &Value, T &Out,
                         llvm::StringSaver &) {
  Out = Value;
  return llvm::Error::success();
}

/// `arity` as given; convertArgTemplate replaces it with the template's.
llvm::Error convertField(StringRef, const std::optional<unsigned> &Value,
                         unsigned &Out, llvm::StringSaver &) {
  Out = Value.value_or(0);
  return llvm::Error::success();
}

/// Every key, each by its type's conversion.
llvm::Error convertFields(const RawRow &Raw, llvm::StringSaver &Saver,
                          MappingRow &Row) {
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc)            \
  if (llvm::Error E = convertField(Key, Raw.Member, Row.Member, Saver))        \
    return E;
#include "cu2hip/Mapping/RowFields.def"
  return llvm::Error::success();
}

/// `args_from`: the template comes from the constant argument N names, so
/// the row has no template of its own, and the call's arity says how many
/// arguments it takes.
llvm::Error convertArgsFrom(const RawRow &Raw, MappingRow &Row) {
  if (!Raw.Args.empty() || !Raw.Require.empty() || !Raw.Handler.empty())
    return llvm::createStringError(
        "a row has 'args_from' or 'args', 'require' and 'handler', not "
        "both");
  if (Row.Kind != NameKind::Function || Raw.Hip.empty())
    return llvm::createStringError(
        "'args_from' belongs to a function row that has a 'hip' name");
  if (!Raw.Arity || *Raw.Arity <= *Raw.ArgsFrom)
    return llvm::createStringError(
        "'args_from' needs an 'arity' above it: the CUDA call's argument "
        "count");
  if (Raw.Reason.empty())
    return llvm::createStringError(
        "'args_from' needs a 'reason': what to do when that argument is "
        "not a constant with 'call_args'");
  Row.ArgsFrom = *Raw.ArgsFrom;
  Row.Arity = *Raw.Arity;
  return llvm::Error::success();
}

/// Checks the `args`/`require`/`arity` keys and sets the row's arity.
llvm::Error convertArgTemplate(const RawRow &Raw, MappingRow &Row) {
  if (Raw.ArgsFrom)
    return convertArgsFrom(Raw, Row);
  if (Raw.Args.empty()) {
    if (!Raw.Require.empty() || Raw.Arity)
      return llvm::createStringError(
          "'require' and 'arity' need 'args' (or 'args_from')");
    return llvm::Error::success();
  }
  if (Row.Kind != NameKind::Function ||
      Row.Status == MappingStatus::Unsupported)
    return llvm::createStringError(
        "'args' belongs to a function row that has a 'hip' name");
  if (!Raw.Handler.empty())
    return llvm::createStringError("a row has 'args' or 'handler', not both");
  if (!Raw.Require.empty() && Raw.Reason.empty())
    return llvm::createStringError(
        "'require' needs a 'reason': what to do when it does not hold");
  llvm::Expected<ArgTemplate> T = parseArgTemplate(Raw.Args, Raw.Require);
  if (!T)
    return T.takeError();
  Row.Arity = Raw.Arity.value_or(T->MinArity);
  if (Row.Arity < T->MinArity)
    return llvm::createStringError(
        "'arity' " + std::to_string(Row.Arity) +
        " is less than the arguments 'args' and 'require' name (" +
        std::to_string(T->MinArity) + ")");
  if (T->Required < T->MinArity && Row.Arity != T->MinArity)
    return llvm::createStringError(
        "'arity' " + std::to_string(Row.Arity) +
        " leaves arguments after the defaulted ones unnamed in 'args'");
  return llvm::Error::success();
}

/// The --roc keys: a row names its ROCm library name or says why it has
/// none, never both; an unsupported row has nothing for --roc to write.
llvm::Error checkRoc(const MappingRow &Row) {
  if (!Row.Roc.empty() && !Row.RocReason.empty())
    return llvm::createStringError("a row has 'roc' or 'roc_reason', not both");
  if (!Row.Roc.empty() && Row.Status == MappingStatus::Unsupported)
    return llvm::createStringError(
        "an unsupported row has no 'roc': its 'reason' holds for ROCm too");
  return llvm::Error::success();
}

/// The keys that say what a function does rather than how it translates:
/// `warp`, `lane_mask_arg`, `device_role`; and an enum's `call_args`.
llvm::Error checkTraits(const MappingRow &Row) {
  bool Callable =
      Row.Kind == NameKind::Function || Row.Kind == NameKind::Member;
  if (Row.Warp != WarpClass::None && !Callable)
    return llvm::createStringError(
        "'warp' belongs to a function or member row");
  if (Row.LaneMaskArg && Row.Kind != NameKind::Function)
    return llvm::createStringError("'lane_mask_arg' belongs to a function row");
  if (!Row.DeviceRole.empty()) {
    if (Row.Kind != NameKind::Function)
      return llvm::createStringError("'device_role' belongs to a function row");
    if (!llvm::isLower(Row.DeviceRole.front()) || Row.DeviceRole.ends_with("."))
      return llvm::createStringError(
          "'device_role' continues a sentence: it starts lowercase and "
          "ends without a period");
  }
  if (!Row.CallArgs.empty()) {
    if (Row.Kind != NameKind::Enum || Row.Hip.empty())
      return llvm::createStringError(
          "'call_args' belongs to an enum row that has a 'hip' name");
    llvm::Expected<ArgTemplate> T = parseArgTemplate(Row.CallArgs, "");
    if (!T)
      return llvm::createStringError("'call_args': " +
                                     llvm::toString(T.takeError()));
  }
  return llvm::Error::success();
}

/// The keys that describe the CUDA declaration for code that cannot see it:
/// `covers_members`, `template`, `returns`, `tested_as`.
llvm::Error checkDeclarationKeys(const MappingRow &Row) {
  // On a header row it classifies what the header declares, so it needs
  // no HIP name where the header has none.
  if (Row.CoversMembers && Row.Kind != NameKind::Header &&
      ((Row.Kind != NameKind::Namespace && Row.Kind != NameKind::Type) ||
       Row.Hip.empty()))
    return llvm::createStringError(
        "'covers_members' belongs to a header row, or to a namespace or type "
        "row with a 'hip' name");
  if (!Row.Template.empty()) {
    if (Row.Kind != NameKind::Type && Row.Kind != NameKind::Function)
      return llvm::createStringError(
          "'template' belongs to a type or function row");
    if (llvm::Error E = checkTemplateKinds(Row.Template))
      return E;
  }
  if (!Row.Returns.empty()) {
    if (Row.Kind != NameKind::Function)
      return llvm::createStringError("'returns' belongs to a function row");
    if (!isQualifiedIdentifier(Row.Returns))
      return llvm::createStringError(
          "'returns' names a type row ('ns::type'), not '" + Row.Returns + "'");
  }
  if (!Row.TestedAs.empty()) {
    if (Row.Kind != NameKind::Macro)
      return llvm::createStringError("'tested_as' belongs to a macro row");
    if (!isIdentifier(Row.TestedAs))
      return llvm::createStringError("'tested_as' is a macro name, not '" +
                                     Row.TestedAs + "'");
  }
  return llvm::Error::success();
}

llvm::Error unknownDiag(StringRef Diag) {
  return llvm::createStringError(
      "unknown diag '" + Diag +
      "' (see include/cu2hip/Support/Diagnostics.def)");
}

/// What each status needs and excludes: a HIP name, a reason, a diag.
llvm::Error checkStatus(const MappingRow &Row) {
  switch (Row.Status) {
  case MappingStatus::Supported:
    if (Row.Hip.empty() && Row.Fallback.empty())
      return llvm::createStringError(
          "a supported row needs 'hip' (or, where no HIP has the name, "
          "a 'fallback')");
    if (!Row.Diag.empty() ||
        (!Row.Reason.empty() && Row.Require.empty() && !Row.ArgsFrom))
      return llvm::createStringError(
          "'reason' and 'diag' belong to unsupported or attention rows "
          "(or, 'reason' alone, to a row with 'require' or 'args_from')");
    break;
  case MappingStatus::Unsupported:
    if (!Row.Hip.empty())
      return llvm::createStringError("an unsupported row has no 'hip'");
    if (Row.Reason.empty())
      return llvm::createStringError("an unsupported row needs a 'reason'");
    if (!Row.Diag.empty() && !isKnownDiagId(Row.Diag))
      return unknownDiag(Row.Diag);
    break;
  case MappingStatus::Removed:
    if (Row.Kind != NameKind::Macro || !Row.Hip.empty() ||
        !Row.Fallback.empty() || Row.Reason.empty())
      return llvm::createStringError(
          "a removed row is a macro row with a 'reason' (why deleting it is "
          "exact) and no 'hip' or 'fallback'");
    break;
  case MappingStatus::Attention:
    if (Row.Reason.empty() || Row.Diag.empty())
      return llvm::createStringError(
          "an attention row needs 'diag' and 'reason'");
    if (!isKnownDiagId(Row.Diag))
      return unknownDiag(Row.Diag);
    break;
  }
  return llvm::Error::success();
}

/// `hip_since` goes with `hip`; a fallback stands in below it, or, without
/// `hip`, for every target.
llvm::Error checkSinceAndFallback(const MappingRow &Row) {
  if (!Row.Hip.empty() && !Row.HipSince.isSet())
    return llvm::createStringError("a row with 'hip' needs 'hip_since'");
  if (Row.Hip.empty() && Row.HipSince.isSet())
    return llvm::createStringError("'hip_since' without 'hip'");
  if (Row.HipSince.isSet() && Row.HipSince < HipVersion::floor())
    return llvm::createStringError(
        "'hip_since' below " + HipVersion::floor().str() +
        ", the oldest HIP cu2hip verifies: write \"" +
        HipVersion::floor().str() + "\"");
  // Without 'hip', no HIP has the name and the fallback is what every target
  // gets: code cu2hip writes (a shim's name) or a value, never a HIP name a
  // row should give as 'hip'.
  if (!Row.Fallback.empty() && Row.Hip.empty() && !isShimName(Row.Fallback) &&
      !isMacroValue(Row.Fallback))
    return llvm::createStringError(
        "a 'fallback' without 'hip' must be a shim's name (cu2hip_...) "
        "or a value");
  if (!Row.Fallback.empty() && Row.Hip.empty() &&
      Row.Status == MappingStatus::Unsupported)
    return llvm::createStringError("an unsupported row has no 'fallback'");
  if (Row.FallbackHandler != HandlerKind::None && Row.Fallback.empty())
    return llvm::createStringError("'fallback_handler' without 'fallback'");
  return llvm::Error::success();
}

/// Rows are sorted by their CUDA name, each name once.
llvm::Error checkOrder(LoadContext &Ctx, const MappingRow &Row) {
  if (Ctx.Seen.contains(Row.Cuda))
    return llvm::createStringError("duplicate entry for '" + Row.Cuda + "'");
  if (!Ctx.Rows.empty() && !(Ctx.Rows.back().Cuda < Row.Cuda))
    return llvm::createStringError("entries must be sorted by 'cuda': '" +
                                   Row.Cuda + "' comes after '" +
                                   Ctx.Rows.back().Cuda + "'");
  Ctx.Seen.insert(Row.Cuda);
  return llvm::Error::success();
}

/// Turns a raw row into a MappingRow, or explains what is wrong with it:
/// first each key alone, then the keys together.
llvm::Error convertRow(const RawRow &Raw, LoadContext &Ctx, MappingRow &Row) {
  Row.Family = Ctx.Family;
  if (Raw.Cuda.empty())
    return llvm::createStringError("'cuda' must not be empty");
  if (llvm::Error E = convertFields(Raw, Ctx.Saver, Row))
    return E;
  for (auto [Key, Value] : {std::pair<StringRef, StringRef>{"hip", Row.Hip},
                            {"fallback", Row.Fallback},
                            {"roc", Row.Roc}})
    if (llvm::Error E = checkEmittedName(Key, Value, Row.Kind))
      return E;
  if (llvm::Error E = convertArgTemplate(Raw, Row))
    return E;
  for (auto Check : {checkDeclarationKeys, checkRoc, checkTraits, checkStatus,
                     checkSinceAndFallback})
    if (llvm::Error E = Check(Row))
      return E;
  return checkOrder(Ctx, Row);
}

/// A row's key: text may be required, flags default to false, counts stay
/// optional.
void mapKey(llvm::yaml::IO &IO, const char *Key, std::string &Text,
            bool Required) {
  if (Required)
    IO.mapRequired(Key, Text);
  else
    IO.mapOptional(Key, Text);
}
void mapKey(llvm::yaml::IO &IO, const char *Key, bool &Flag, bool) {
  IO.mapOptional(Key, Flag, false);
}
void mapKey(llvm::yaml::IO &IO, const char *Key, std::optional<unsigned> &Count,
            bool) {
  IO.mapOptional(Key, Count);
}

} // namespace

LLVM_YAML_IS_SEQUENCE_VECTOR(RawRow)

namespace llvm::yaml {
template <> struct MappingContextTraits<RawRow, LoadContext> {
  static void mapping(IO &IO, RawRow &R, LoadContext &) {
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc)            \
  mapKey(IO, Key, R.Member, StringRef(Required) == "yes");
#include "cu2hip/Mapping/RowFields.def"
  }
  static std::string validate(IO &, RawRow &R, LoadContext &Ctx) {
    MappingRow Row;
    // YAML I/O takes a validation failure as text.
    if (llvm::Error E = convertRow(R, Ctx, Row))
      return llvm::toString(std::move(E));
    Ctx.Rows.push_back(Row);
    return "";
  }
};

template <> struct MappingTraits<RawLibrary> {
  static void mapping(IO &IO, RawLibrary &L) {
#define CU2HIP_LIBRARY_FIELD(Key, Member, Type, Required)                      \
  if (Required)                                                                \
    IO.mapRequired(Key, L.Member);                                             \
  else                                                                         \
    IO.mapOptional(Key, L.Member);
#include "cu2hip/Mapping/LibraryFields.def"
  }
  static std::string validate(IO &, RawLibrary &L) {
    if (L.CudaName.empty() || L.HipName.empty())
      return "'library': 'cuda' and 'hip' must not be empty";
    if (L.RocName.empty() != L.RocLink.empty())
      return "'library': 'roc' and 'roc_link' go together";
    if (!L.RocReason.empty() && L.RocName.empty())
      return "'library': 'roc_reason' needs 'roc'";
    if ((!L.RocDebianPackage.empty() || !L.RocRocmPackage.empty()) &&
        L.RocName.empty())
      return "'library': 'roc_debian_package' and 'roc_rocm_package' need "
             "'roc'";
    return "";
  }
};

template <> struct MappingContextTraits<RawFile, LoadContext> {
  static void mapping(IO &IO, RawFile &F, LoadContext &Ctx) {
    IO.mapRequired("family", F.Family);
    Ctx.Family = Ctx.Saver.save(F.Family);
    IO.mapOptional("description", F.Description);
    IO.mapOptional("library", F.Library);
    IO.mapOptional("name_prefixes", F.NamePrefixes);
    IO.mapOptional("header_prefixes", F.HeaderPrefixes);
    IO.mapOptional("coverage", F.Coverage);
    IO.mapRequired("entries", F.Entries, Ctx);
  }
};
} // namespace llvm::yaml

/// A library block's value as LibraryInfo holds it: text in \p Saver.
static StringRef saved(const std::string &Text, llvm::StringSaver &Saver) {
  return Saver.save(Text);
}
static bool saved(bool Flag, llvm::StringSaver &) { return Flag; }

/// `name_prefixes`, `header_prefixes`: each entry must pass \p Valid; the
/// message says what the key lists (\p What) otherwise.
static llvm::Error savePrefixes(llvm::ArrayRef<std::string> Raw,
                                llvm::function_ref<bool(StringRef)> Valid,
                                llvm::MemoryBufferRef Buffer, StringRef Key,
                                StringRef What, llvm::StringSaver &Saver,
                                std::vector<StringRef> &Out) {
  for (const std::string &P : Raw) {
    if (!Valid(P))
      return llvm::createStringError(Buffer.getBufferIdentifier() + ": '" +
                                     Key + "' lists the starts of " + What +
                                     ", not '" + P + "'");
    Out.push_back(Saver.save(P));
  }
  return llvm::Error::success();
}

llvm::Expected<MappingFile>
cu2hip::loadMappingBuffer(llvm::MemoryBufferRef Buffer,
                          llvm::StringSaver &Saver) {
  LoadContext Ctx{"", Saver, {}, {}};
  RawFile Raw;
  if (llvm::Error E = readYamlDocument(Buffer, Raw, Ctx, "mapping file"))
    return std::move(E);
  if (Raw.Family.empty())
    return llvm::createStringError(Buffer.getBufferIdentifier() +
                                   ": 'family' must not be empty");
  // A roc name belongs to the ROCm library the file's library block names.
  if (!Raw.Library || Raw.Library->RocName.empty())
    for (const MappingRow &R : Ctx.Rows)
      if (!R.Roc.empty() || !R.RocReason.empty())
        return llvm::createStringError(
            Buffer.getBufferIdentifier() + ": '" + R.Cuda +
            "' has 'roc' or 'roc_reason', but the 'library' block names no "
            "'roc' library");
  MappingFile File;
  File.Family = Ctx.Family;
  File.Rows = std::move(Ctx.Rows);
  auto IsPathChar = [](char C) {
    return llvm::isAlnum(C) || StringRef("_./+-").contains(C);
  };
  if (llvm::Error E = savePrefixes(
          Raw.NamePrefixes, isIdentifier, Buffer, "name_prefixes",
          "identifiers ('cublas', 'CUBLAS_')", Saver, File.NamePrefixes))
    return std::move(E);
  if (llvm::Error E = savePrefixes(
          Raw.HeaderPrefixes,
          [&](StringRef P) {
            return !P.empty() && llvm::all_of(P, IsPathChar);
          },
          Buffer, "header_prefixes", "include paths ('cublas', 'thrust/')",
          Saver, File.HeaderPrefixes))
    return std::move(E);
  for (const RawCoverage &C : Raw.Coverage)
    File.Coverage.push_back(saveCoverage(C, Ctx.Family, Saver));
  if (Raw.Library) {
    const RawLibrary &L = *Raw.Library;
    LibraryInfo &Info = File.Library.emplace();
    Info.Family = Ctx.Family;
#define CU2HIP_LIBRARY_FIELD(Key, Member, Type, Required)                      \
  Info.Member = saved(L.Member, Saver);
#include "cu2hip/Mapping/LibraryFields.def"
  }
  return File;
}

llvm::Expected<MappingFile> cu2hip::loadMappingFile(StringRef Path,
                                                    llvm::StringSaver &Saver) {
  auto Buffer = readRegularFile(Path, read_limit::RuleFile, "a rule file");
  if (!Buffer)
    return Buffer.takeError();
  return loadMappingBuffer((*Buffer)->getMemBufferRef(), Saver);
}

llvm::Error cu2hip::checkUniqueAcrossFiles(llvm::ArrayRef<MappingFile> Files) {
  llvm::StringMap<StringRef> Owner;
  for (const MappingFile &F : Files)
    for (const MappingRow &R : F.Rows) {
      auto [It, Inserted] = Owner.try_emplace(R.Cuda, F.Family);
      if (!Inserted)
        return llvm::createStringError("'" + R.Cuda + "' appears in family '" +
                                       It->second + "' and in family '" +
                                       F.Family +
                                       "': a CUDA name belongs in one row");
    }
  return llvm::Error::success();
}

llvm::Expected<std::vector<std::string>> cu2hip::listYamlFiles(StringRef Dir) {
  std::vector<std::string> Paths;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (llvm::sys::path::extension(It->path()) == ".yaml")
      Paths.push_back(It->path());
  if (EC)
    return llvm::createStringError(EC, "cannot list '" + Dir +
                                           "': " + EC.message());
  llvm::sort(Paths);
  return Paths;
}

llvm::Expected<std::vector<MappingFile>>
cu2hip::loadMappingDirectory(StringRef Dir, llvm::StringSaver &Saver) {
  llvm::Expected<std::vector<std::string>> Paths = listYamlFiles(Dir);
  if (!Paths)
    return Paths.takeError();
  std::vector<MappingFile> Files;
  for (const std::string &Path : *Paths) {
    llvm::Expected<MappingFile> File = loadMappingFile(Path, Saver);
    if (!File)
      return File.takeError();
    Files.push_back(std::move(*File));
  }
  if (llvm::Error E = checkUniqueAcrossFiles(Files))
    return E;
  if (llvm::Error E = checkCoverageAcrossFiles(Files))
    return E;
  return Files;
}
