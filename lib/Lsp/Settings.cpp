//===- Settings.cpp - What the client may set -----------------------------===//
///
/// \file
/// Each setting is checked as the batch tool checks its option (the same
/// functions: HipVersion::parseTarget, MappingTable::addRuleFile,
/// needsStandInSdk); one that fails keeps its value and is said, the others
/// are taken.
///
//===----------------------------------------------------------------------===//
#include "Settings.h"
#include "cu2hip/Driver/OptionChecks.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/Support/FileSystem.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

static llvm::Error expected(const llvm::Twine &What) {
  return llvm::createStringError("expected " + What);
}

static llvm::Error setHints(const json::Value &V, Configuration &C) {
  std::optional<bool> On = V.getAsBoolean();
  if (!On)
    return expected("true or false");
  C.Options.EditHints = *On;
  return llvm::Error::success();
}

static llvm::Error setRoc(const json::Value &V, Configuration &C) {
  std::optional<bool> On = V.getAsBoolean();
  if (!On)
    return expected("true or false");
  C.Options.Driver.Translate.Roc = *On;
  return llvm::Error::success();
}

static llvm::Error setRules(const json::Value &V, Configuration &C) {
  std::vector<std::string> Files;
  json::Path::Root Root;
  if (!fromJSON(V, Files, Root))
    return expected("a list of rule files");
  // Read again only when the list changes: a new table costs the parses
  // against the stand-in SDK a new PCH.
  if (Files == C.Options.Driver.RuleFiles)
    return llvm::Error::success();
  auto Table = std::make_shared<MappingTable>();
  for (const std::string &File : Files)
    if (llvm::Error E = Table->addRuleFile(File))
      return E;
  // The default target is the newest version the tables know: one that
  // was the old tables' newest is the new tables'.
  HipVersion &Target = C.Options.Driver.Translate.Target;
  if (Target == C.Table->newestKnownVersion())
    Target = Table->newestKnownVersion();
  C.Table = std::move(Table);
  C.Options.Driver.RuleFiles = std::move(Files);
  return llvm::Error::success();
}

static llvm::Error setHipVersion(const json::Value &V, Configuration &C) {
  std::optional<StringRef> Text = V.getAsString();
  if (!Text)
    return expected("a version \"X.Y\"");
  llvm::Expected<HipVersion> Target = HipVersion::parseTarget(*Text);
  if (!Target)
    return Target.takeError();
  C.Options.Driver.Translate.Target = *Target;
  return llvm::Error::success();
}

static llvm::Error setCudaPath(const json::Value &V, Configuration &C) {
  std::optional<StringRef> Path = V.getAsString();
  if (!Path)
    return expected("a folder");
  // Named by the user, as --cuda-path: parsed against, never replaced by
  // the stand-in headers.
  DriverOptions Driver = C.Options.Driver;
  Driver.Frontend.CudaPath = Path->str();
  Driver.Frontend.FallbackSdk = false;
  llvm::Expected<bool> StandIn =
      needsStandInSdk(Driver, /*CudaPathGiven=*/true);
  if (!StandIn)
    return StandIn.takeError();
  C.Options.Driver.Frontend = std::move(Driver.Frontend);
  return llvm::Error::success();
}

static llvm::Error setCompileCommandsDir(const json::Value &V,
                                         Configuration &C) {
  std::optional<StringRef> Dir = V.getAsString();
  if (!Dir)
    return expected("a folder, or \"\" for the one above each file");
  if (!Dir->empty() && !llvm::sys::fs::is_directory(*Dir))
    return llvm::createStringError("no folder '" + *Dir + "'");
  C.Options.CompileCommandsDir = Dir->str();
  return llvm::Error::success();
}

namespace {
struct Setting {
  StringRef Key;
  llvm::Error (*Apply)(const json::Value &, Configuration &);
};
} // namespace

/// In this order: the rules before the version, so that a hipVersion given
/// with them is not replaced by their newest.
static const Setting Settings[] = {
    {"hints", setHints},
    {"rules", setRules},
    {"hipVersion", setHipVersion},
    {"roc", setRoc},
    {"cudaPath", setCudaPath},
    {"compileCommandsDir", setCompileCommandsDir},
};

/// Whether \p A and \p B translate and publish alike.
static bool sameSettings(const Configuration &A, const Configuration &B) {
  const ServerOptions &X = A.Options, &Y = B.Options;
  return A.Table == B.Table && X.EditHints == Y.EditHints &&
         X.Driver.Translate.Target == Y.Driver.Translate.Target &&
         X.Driver.Translate.Roc == Y.Driver.Translate.Roc &&
         X.Driver.Frontend.CudaPath == Y.Driver.Frontend.CudaPath &&
         X.Driver.Frontend.FallbackSdk == Y.Driver.Frontend.FallbackSdk &&
         X.CompileCommandsDir == Y.CompileCommandsDir;
}

SettingsUpdate cu2hip::lsp::applySettings(const json::Value &Value,
                                          const ConfigurationPtr &Current) {
  SettingsUpdate Update;
  Update.Config = Current;
  const json::Object *Object = Value.getAsObject();
  if (const json::Object *Own = Object ? Object->getObject("cu2hip") : nullptr)
    Object = Own;
  if (!Object) {
    if (Value.kind() != json::Value::Null)
      Update.Refused.emplace_back("cu2hip's settings are a JSON object; "
                                  "none were taken");
    return Update;
  }
  auto Next = std::make_shared<Configuration>(*Current);
  for (const Setting &S : Settings) {
    const json::Value *V = Object->get(S.Key);
    if (!V || V->kind() == json::Value::Null)
      continue;
    if (llvm::Error E = S.Apply(*V, *Next))
      Update.Refused.push_back("setting '" + S.Key.str() +
                               "' not taken: " + llvm::toString(std::move(E)) +
                               "; it keeps its value");
  }
  if (!sameSettings(*Next, *Current))
    Update.Config = std::move(Next);
  return Update;
}
