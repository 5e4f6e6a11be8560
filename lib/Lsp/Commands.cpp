//===- Commands.cpp - workspace/executeCommand: translate, show -----------===//
///
/// \file
/// The commands act on the translation of the document's current text: the
/// handling thread waits for the worker to finish that version (no newer
/// one can arrive meanwhile, since no other message is handled), so a
/// command never acts on a stale text; a `$/cancelRequest` ends the wait
/// (Cancellation.cpp). cu2hip.translateFile is the only way the server
/// writes a file: atomically, beside the document, and never over a file
/// the user did not ask to replace.
///
//===----------------------------------------------------------------------===//
#include "Features.h"
#include "LanguageServer.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;
namespace path = llvm::sys::path;

/// How long a command waits for the translation of the current text.
static constexpr std::chrono::seconds CommandPatience(30);

std::string cu2hip::lsp::translationPathOf(StringRef Path) {
  llvm::SmallString<256> Out(path::parent_path(Path));
  path::append(Out, path::stem(Path) + ".hip" + path::extension(Path));
  return std::string(Out);
}

llvm::Expected<std::shared_ptr<const Analysis>>
LanguageServer::currentTranslation(StringRef Uri) {
  llvm::Expected<const Document *> Open = openDocument(Docs, Uri);
  if (!Open)
    return Open.takeError();
  const Document *D = *Open;
  std::optional<std::string> Path = pathOfUri(Uri);
  if (!Path)
    return lspError(ErrorCode::InvalidParams,
                    "'" + Uri + "' is not a file on this machine");
  if (!mayUseCuda(*Path, D->LanguageId))
    return lspError(ErrorCode::RequestFailed,
                    "cu2hip does not translate '" + *Path +
                        "': neither its name nor its language is one CUDA "
                        "is written in");
  std::shared_ptr<const Analysis> A =
      Work.waitFor(Uri, D->Version, CommandPatience, &RunningCancelled);
  if (!A && requestCancelled())
    return lspError(ErrorCode::RequestCancelled, "the request was cancelled");
  if (!A)
    return lspError(ErrorCode::RequestFailed,
                    "the translation of version " + llvm::Twine(D->Version) +
                        " of '" + *Path + "' is not ready after " +
                        llvm::Twine(CommandPatience.count()) + " s; try again");
  const FileResult &R = A->Translation.Result;
  if (R.Status == FileStatus::Failed)
    return lspError(ErrorCode::RequestFailed,
                    "cannot translate '" + *Path + "': " +
                        (R.Findings.empty() ? "" : R.Findings.back().Message));
  return A;
}

llvm::Error LanguageServer::writeTranslation(StringRef Uri, StringRef Source,
                                             StringRef Out, StringRef Text,
                                             bool Overwrite) {
  llvm::Expected<OutputRoot> Root =
      OutputRoot::open(path::parent_path(Out), /*Create=*/false);
  if (!Root)
    return Root.takeError();
  StringRef Name = path::filename(Out);
  if (!Overwrite && Root->exists(Name)) {
    auto Ours = Written.find(Out.str());
    if (Ours == Written.end() || Ours->second.Uri != Uri)
      return lspError(ErrorCode::RequestFailed,
                      "'" + Out +
                          "' exists and this server did not write it from "
                          "this document: pass \"overwrite\": true to "
                          "replace it");
    auto Disk = Root->read(Name, read_limit::Source);
    if (!Disk)
      return Disk.takeError();
    if (!*Disk || llvm::xxh3_64bits((**Disk)->getBuffer()) != Ours->second.Hash)
      return lspError(ErrorCode::RequestFailed,
                      "'" + Out +
                          "' changed since this server wrote it: pass "
                          "\"overwrite\": true to replace it");
  }
  // The batch tool's output keeps its input's permissions.
  std::optional<unsigned> Mode;
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Source, Status) &&
      llvm::sys::fs::is_regular_file(Status))
    Mode = unsigned(Status.permissions());
  if (llvm::Error E = Root->write(Name, Text, Mode))
    return E;
  Written[Out.str()] = {Uri.str(), llvm::xxh3_64bits(Text)};
  return llvm::Error::success();
}

LanguageServer::Reply
LanguageServer::onExecuteCommand(const json::Value &Params) {
  llvm::Expected<ExecuteCommandParams> P =
      parseParams<ExecuteCommandParams>(Params);
  if (!P)
    return P.takeError();
  bool Translate = P->Command == TranslateFileCommand;
  if (!Translate && P->Command != ShowTranslationCommand)
    return lspError(ErrorCode::InvalidParams,
                    "unknown command '" + P->Command + "'");
  if (P->Arguments.size() != 1)
    return lspError(ErrorCode::InvalidParams,
                    "'" + P->Command +
                        "' takes one argument, {\"uri\": <document>}");
  llvm::Expected<DocumentCommandArgument> Arg =
      parseParams<DocumentCommandArgument>(P->Arguments.front(),
                                           "arguments[0]");
  if (!Arg)
    return Arg.takeError();
  llvm::Expected<std::shared_ptr<const Analysis>> A =
      currentTranslation(Arg->Uri);
  if (!A)
    return A.takeError();
  std::string Source = *pathOfUri(Arg->Uri);
  std::string Out = translationPathOf(Source);
  const std::string &Text = (*A)->Translation.Text;
  if (!Translate)
    return json::Object{{"uri", uriOfPath(Out)}, {"text", Text}};
  if (llvm::Error E =
          writeTranslation(Arg->Uri, Source, Out, Text, Arg->Overwrite))
    return E;
  return json::Object{{"uri", uriOfPath(Out)}};
}
