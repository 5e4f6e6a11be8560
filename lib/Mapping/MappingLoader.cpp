//===- MappingLoader.cpp - YAML mapping tables ----------------------------===//
///
/// \file
/// Parses with LLVM's YAML I/O into plain "raw" structs, then validates each
/// row while the parser still points at it, so every error is reported at the
/// line and column of the offending entry.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Mapping/MappingLoader.h"
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

struct RawRow {
  std::string Cuda, Kind, Hip, HipSince, HipDeprecated, HipRemoved, CudaRemoved,
      Status, Diag, Reason, Handler, Fallback, FallbackHandler, Args, Require,
      Template, Returns, TestedAs, Roc, RocReason, Warp, DeviceRole, CallArgs;
  std::optional<unsigned> Arity, ArgsFrom;
  bool CoversMembers = false;
  bool LaneMaskArg = false;
};

struct RawLibrary {
  std::string Cuda, Hip, Link;
  bool DebianHeaders = false;
  std::string DebianPackage, RocmPackage, Roc, RocLink, RocReason;
  std::string RocDebianPackage, RocRocmPackage;
};

struct RawFile {
  std::string Family;
  std::string Description;
  std::optional<RawLibrary> Library;
  std::vector<std::string> NamePrefixes, HeaderPrefixes;
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
    llvm::SmallVector<StringRef, 4> Parts;
    Value.split(Parts, '/');
    bool Ok = llvm::all_of(Parts, [](StringRef P) {
      return !P.empty() && P != "." && P != ".." && llvm::all_of(P, [](char C) {
        return llvm::isAlnum(C) || C == '_' || C == '.' || C == '-' || C == '+';
      });
    });
    if (Ok)
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

llvm::Error parseVersionKey(StringRef Key, StringRef Text, HipVersion &Out) {
  if (Text.empty())
    return llvm::Error::success();
  std::optional<HipVersion> V = HipVersion::parse(Text);
  if (!V)
    return llvm::createStringError(
        "'" + Key + "' must be a version such as \"5.2\", got '" + Text + "'");
  Out = *V;
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
llvm::Error convertRoc(const RawRow &Raw, LoadContext &Ctx, MappingRow &Row) {
  if (!Raw.Roc.empty() && !Raw.RocReason.empty())
    return llvm::createStringError("a row has 'roc' or 'roc_reason', not both");
  if (!Raw.Roc.empty() && Row.Status == MappingStatus::Unsupported)
    return llvm::createStringError(
        "an unsupported row has no 'roc': its 'reason' holds for ROCm too");
  Row.Roc = Ctx.Saver.save(Raw.Roc);
  Row.RocReason = Ctx.Saver.save(Raw.RocReason);
  return llvm::Error::success();
}

/// The keys that say what a function does rather than how it translates:
/// `warp`, `lane_mask_arg`, `device_role`; and an enum's `call_args`.
llvm::Error convertTraits(const RawRow &Raw, LoadContext &Ctx,
                          MappingRow &Row) {
  bool Callable =
      Row.Kind == NameKind::Function || Row.Kind == NameKind::Member;
  if (!Raw.Warp.empty()) {
    std::optional<WarpClass> W = parseWarpClassName(Raw.Warp);
    if (!W)
      return llvm::createStringError(
          "unknown warp class '" + Raw.Warp +
          "' (see include/cu2hip/Mapping/WarpClasses.def)");
    if (!Callable)
      return llvm::createStringError(
          "'warp' belongs to a function or member row");
    Row.Warp = *W;
  }
  Row.LaneMaskArg = Raw.LaneMaskArg;
  if (Row.LaneMaskArg && Row.Kind != NameKind::Function)
    return llvm::createStringError("'lane_mask_arg' belongs to a function row");
  if (!Raw.DeviceRole.empty()) {
    if (Row.Kind != NameKind::Function)
      return llvm::createStringError("'device_role' belongs to a function row");
    StringRef Role = Raw.DeviceRole;
    if (!llvm::isLower(Role.front()) || Role.ends_with("."))
      return llvm::createStringError(
          "'device_role' continues a sentence: it starts lowercase and "
          "ends without a period");
    Row.DeviceRole = Ctx.Saver.save(Role);
  }
  if (!Raw.CallArgs.empty()) {
    if (Row.Kind != NameKind::Enum || Raw.Hip.empty())
      return llvm::createStringError(
          "'call_args' belongs to an enum row that has a 'hip' name");
    llvm::Expected<ArgTemplate> T = parseArgTemplate(Raw.CallArgs, "");
    if (!T)
      return llvm::createStringError("'call_args': " +
                                     llvm::toString(T.takeError()));
    Row.CallArgs = Ctx.Saver.save(Raw.CallArgs);
  }
  return llvm::Error::success();
}

/// Turns a raw row into a MappingRow, or explains what is wrong with it.
llvm::Error convertRow(const RawRow &Raw, LoadContext &Ctx, MappingRow &Row) {
  Row.Family = Ctx.Family;
  Row.Cuda = Ctx.Saver.save(Raw.Cuda);
  if (Raw.Cuda.empty())
    return llvm::createStringError("'cuda' must not be empty");

  std::optional<NameKind> Kind = parseNameKind(Raw.Kind);
  if (!Kind)
    return llvm::createStringError(
        "unknown kind '" + Raw.Kind +
        "' (function, type, enum, macro, header, member, namespace)");
  Row.Kind = *Kind;

  std::optional<MappingStatus> Status = Raw.Status.empty()
                                            ? MappingStatus::Supported
                                            : parseMappingStatus(Raw.Status);
  if (!Status)
    return llvm::createStringError(
        "unknown status '" + Raw.Status +
        "' (supported, unsupported, attention, removed)");
  Row.Status = *Status;

  for (auto [Key, Text, Out] :
       {std::tuple<StringRef, const std::string &, HipVersion &>{
            "hip_since", Raw.HipSince, Row.HipSince},
        {"hip_deprecated", Raw.HipDeprecated, Row.HipDeprecated},
        {"hip_removed", Raw.HipRemoved, Row.HipRemoved},
        {"cuda_removed", Raw.CudaRemoved, Row.CudaRemoved}})
    if (llvm::Error E = parseVersionKey(Key, Text, Out))
      return E;

  for (auto [Key, Text, Out] :
       {std::tuple<StringRef, const std::string &, HandlerKind &>{
            "handler", Raw.Handler, Row.Handler},
        {"fallback_handler", Raw.FallbackHandler, Row.FallbackHandler}}) {
    if (Text.empty())
      continue;
    std::optional<HandlerKind> H = parseHandlerName(Text);
    if (!H)
      return llvm::createStringError("unknown " + Key + " '" + Text + "'");
    Out = *H;
  }

  for (auto [Key, Value] : {std::pair<StringRef, StringRef>{"hip", Raw.Hip},
                            {"fallback", Raw.Fallback},
                            {"roc", Raw.Roc}})
    if (llvm::Error E = checkEmittedName(Key, Value, Row.Kind))
      return E;
  Row.Hip = Ctx.Saver.save(Raw.Hip);
  Row.Diag = Ctx.Saver.save(Raw.Diag);
  Row.Reason = Ctx.Saver.save(Raw.Reason);
  Row.Fallback = Ctx.Saver.save(Raw.Fallback);
  Row.Args = Ctx.Saver.save(Raw.Args);
  Row.Require = Ctx.Saver.save(Raw.Require);
  if (llvm::Error E = convertArgTemplate(Raw, Row))
    return E;
  Row.CoversMembers = Raw.CoversMembers;
  // On a header row it classifies what the header declares, so it needs
  // no HIP name where the header has none.
  if (Row.CoversMembers && Row.Kind != NameKind::Header &&
      ((Row.Kind != NameKind::Namespace && Row.Kind != NameKind::Type) ||
       Row.Hip.empty()))
    return llvm::createStringError(
        "'covers_members' belongs to a header row, or to a namespace or type "
        "row with a 'hip' name");

  if (!Raw.Template.empty()) {
    if (Row.Kind != NameKind::Type && Row.Kind != NameKind::Function)
      return llvm::createStringError(
          "'template' belongs to a type or function row");
    if (llvm::Error E = checkTemplateKinds(Raw.Template))
      return E;
    Row.Template = Ctx.Saver.save(Raw.Template);
  }
  if (!Raw.Returns.empty()) {
    if (Row.Kind != NameKind::Function)
      return llvm::createStringError("'returns' belongs to a function row");
    if (!isQualifiedIdentifier(Raw.Returns))
      return llvm::createStringError(
          "'returns' names a type row ('ns::type'), not '" + Raw.Returns + "'");
    Row.Returns = Ctx.Saver.save(Raw.Returns);
  }

  if (!Raw.TestedAs.empty()) {
    if (Row.Kind != NameKind::Macro)
      return llvm::createStringError("'tested_as' belongs to a macro row");
    if (!isIdentifier(Raw.TestedAs))
      return llvm::createStringError("'tested_as' is a macro name, not '" +
                                     Raw.TestedAs + "'");
    Row.TestedAs = Ctx.Saver.save(Raw.TestedAs);
  }

  if (llvm::Error E = convertRoc(Raw, Ctx, Row))
    return E;
  if (llvm::Error E = convertTraits(Raw, Ctx, Row))
    return E;

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
      return llvm::createStringError(
          "unknown diag '" + Row.Diag +
          "' (see include/cu2hip/Support/Diagnostics.def)");
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
      return llvm::createStringError(
          "unknown diag '" + Row.Diag +
          "' (see include/cu2hip/Support/Diagnostics.def)");
    break;
  }
  if (!Row.Hip.empty() && !Row.HipSince.isSet())
    return llvm::createStringError("a row with 'hip' needs 'hip_since'");
  if (Row.Hip.empty() && Row.HipSince.isSet())
    return llvm::createStringError("'hip_since' without 'hip'");
  if (Row.HipSince.isSet() && Row.HipSince < HipVersion::floor())
    return llvm::createStringError(
        "'hip_since' below " + HipVersion::floor().str() +
        ", the oldest HIP cu2hip verifies: write \"" +
        HipVersion::floor().str() + "\"");
  // With 'hip' a fallback stands in below hip_since; without, no HIP has
  // the name and the fallback is what every target gets: code cu2hip writes
  // (a shim's name) or a value, never a HIP name a row should give as 'hip'.
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

  if (Ctx.Seen.contains(Row.Cuda))
    return llvm::createStringError("duplicate entry for '" + Row.Cuda + "'");
  if (!Ctx.Rows.empty() && !(Ctx.Rows.back().Cuda < Row.Cuda))
    return llvm::createStringError("entries must be sorted by 'cuda': '" +
                                   Row.Cuda + "' comes after '" +
                                   Ctx.Rows.back().Cuda + "'");
  Ctx.Seen.insert(Row.Cuda);
  return llvm::Error::success();
}

} // namespace

LLVM_YAML_IS_SEQUENCE_VECTOR(RawRow)

namespace llvm::yaml {
template <> struct MappingContextTraits<RawRow, LoadContext> {
  static void mapping(IO &IO, RawRow &R, LoadContext &) {
    IO.mapRequired("cuda", R.Cuda);
    IO.mapRequired("kind", R.Kind);
    IO.mapOptional("hip", R.Hip);
    IO.mapOptional("hip_since", R.HipSince);
    IO.mapOptional("hip_deprecated", R.HipDeprecated);
    IO.mapOptional("hip_removed", R.HipRemoved);
    IO.mapOptional("cuda_removed", R.CudaRemoved);
    IO.mapOptional("status", R.Status);
    IO.mapOptional("diag", R.Diag);
    IO.mapOptional("reason", R.Reason);
    IO.mapOptional("handler", R.Handler);
    IO.mapOptional("fallback", R.Fallback);
    IO.mapOptional("fallback_handler", R.FallbackHandler);
    IO.mapOptional("args", R.Args);
    IO.mapOptional("require", R.Require);
    IO.mapOptional("arity", R.Arity);
    IO.mapOptional("covers_members", R.CoversMembers, false);
    IO.mapOptional("template", R.Template);
    IO.mapOptional("returns", R.Returns);
    IO.mapOptional("tested_as", R.TestedAs);
    IO.mapOptional("roc", R.Roc);
    IO.mapOptional("roc_reason", R.RocReason);
    IO.mapOptional("warp", R.Warp);
    IO.mapOptional("lane_mask_arg", R.LaneMaskArg, false);
    IO.mapOptional("device_role", R.DeviceRole);
    IO.mapOptional("args_from", R.ArgsFrom);
    IO.mapOptional("call_args", R.CallArgs);
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
    IO.mapRequired("cuda", L.Cuda);
    IO.mapRequired("hip", L.Hip);
    IO.mapRequired("link", L.Link);
    IO.mapRequired("debian_headers", L.DebianHeaders);
    IO.mapOptional("debian_package", L.DebianPackage);
    IO.mapOptional("rocm_package", L.RocmPackage);
    IO.mapOptional("roc", L.Roc);
    IO.mapOptional("roc_link", L.RocLink);
    IO.mapOptional("roc_reason", L.RocReason);
    IO.mapOptional("roc_debian_package", L.RocDebianPackage);
    IO.mapOptional("roc_rocm_package", L.RocRocmPackage);
  }
  static std::string validate(IO &, RawLibrary &L) {
    if (L.Cuda.empty() || L.Hip.empty())
      return "'library': 'cuda' and 'hip' must not be empty";
    if (L.Roc.empty() != L.RocLink.empty())
      return "'library': 'roc' and 'roc_link' go together";
    if (!L.RocReason.empty() && L.Roc.empty())
      return "'library': 'roc_reason' needs 'roc'";
    if ((!L.RocDebianPackage.empty() || !L.RocRocmPackage.empty()) &&
        L.Roc.empty())
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
    IO.mapRequired("entries", F.Entries, Ctx);
  }
};
} // namespace llvm::yaml

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
  if (!Raw.Library || Raw.Library->Roc.empty())
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
  if (Raw.Library) {
    const RawLibrary &L = *Raw.Library;
    LibraryInfo &Info = File.Library.emplace();
    Info.Family = Ctx.Family;
    Info.CudaName = Saver.save(L.Cuda);
    Info.HipName = Saver.save(L.Hip);
    Info.Link = Saver.save(L.Link);
    Info.DebianHeaders = L.DebianHeaders;
    Info.DebianPackage = Saver.save(L.DebianPackage);
    Info.RocmPackage = Saver.save(L.RocmPackage);
    Info.RocName = Saver.save(L.Roc);
    Info.RocLink = Saver.save(L.RocLink);
    Info.RocReason = Saver.save(L.RocReason);
    Info.RocDebianPackage = Saver.save(L.RocDebianPackage);
    Info.RocRocmPackage = Saver.save(L.RocRocmPackage);
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
  return Files;
}
