//===- DocumentHandlers.cpp - Open documents, hovers and quick fixes ------===//
///
/// \file
/// The text of each open document is the client's, kept in step with every
/// change; each version is translated on the Analyzer's worker. Errors in a
/// notification (a change outside the document) get no answer, as LSP
/// says: they are logged to the client, and the document keeps its last
/// good text.
///
//===----------------------------------------------------------------------===//
#include "Features.h"
#include "LanguageServer.h"
#include "llvm/ADT/StringSwitch.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

void LanguageServer::onDidOpen(const json::Value &Params) {
  llvm::Expected<DidOpenParams> P = parseParams<DidOpenParams>(Params);
  if (!P)
    return logError("didOpen: " + llvm::toString(P.takeError()));
  Docs.open(P->Document);
  analyze(P->Document.Uri);
}

void LanguageServer::onDidChange(const json::Value &Params) {
  llvm::Expected<DidChangeParams> P = parseParams<DidChangeParams>(Params);
  if (!P)
    return logError("didChange: " + llvm::toString(P.takeError()));
  if (llvm::Error E = Docs.change(*P))
    return logError("didChange: " + llvm::toString(std::move(E)) +
                    "; the change is ignored");
  analyze(P->Uri);
}

void LanguageServer::onDidSave(const json::Value &Params) {
  std::string Uri;
  json::Path::Root Root("params");
  if (!uriOfDocument(Params, Uri, Root))
    return logError("didSave: " + llvm::toString(Root.getError()));
  // The text did not change, but the headers it includes may have.
  analyze(Uri);
}

void LanguageServer::onDidClose(const json::Value &Params) {
  std::string Uri;
  json::Path::Root Root("params");
  if (!uriOfDocument(Params, Uri, Root))
    return logError("didClose: " + llvm::toString(Root.getError()));
  Docs.close(Uri);
  Work.forget(Uri);
}

/// Whether a document may be CUDA: a source by its name, or a language
/// CUDA is written in. cu2hip itself then decides whether it uses CUDA.
static bool mayUseCuda(StringRef Path, StringRef LanguageId) {
  return isSourceExtension(Path) ||
         llvm::StringSwitch<bool>(LanguageId)
             .Cases("cuda", "cuda-cpp", "c", "cpp", true)
             .Default(false);
}

void LanguageServer::analyze(StringRef Uri) {
  const Document *D = Docs.get(Uri);
  std::optional<std::string> Path = pathOfUri(Uri);
  if (!D || !Path || !mayUseCuda(*Path, D->LanguageId))
    return;
  Work.schedule(Uri, *Path, D->Text, D->Version);
}

/// The open document \p Uri, or an InvalidParams error.
static llvm::Expected<const Document *> openDocument(const DocumentStore &Docs,
                                                     StringRef Uri) {
  if (const Document *D = Docs.get(Uri))
    return D;
  return llvm::make_error<LspError>(ErrorCode::InvalidParams,
                                    "no open document " + Uri.str());
}

LanguageServer::Reply LanguageServer::onHover(const json::Value &Params) {
  llvm::Expected<PositionParams> P = parseParams<PositionParams>(Params);
  if (!P)
    return P.takeError();
  llvm::Expected<const Document *> D = openDocument(Docs, P->Uri);
  if (!D)
    return D.takeError();
  std::optional<size_t> Offset = offsetOf((*D)->Text, P->Pos);
  if (!Offset)
    return llvm::make_error<LspError>(ErrorCode::InvalidParams,
                                      "position outside the document");
  return hoverAt((*D)->Text, *Offset, *Config->Table,
                 Config->Options.Driver.Translate, Config->Options.DocsUrl);
}

LanguageServer::Reply LanguageServer::onCodeAction(const json::Value &Params) {
  llvm::Expected<CodeActionParams> P = parseParams<CodeActionParams>(Params);
  if (!P)
    return P.takeError();
  llvm::Expected<const Document *> D = openDocument(Docs, P->Uri);
  if (!D)
    return D.takeError();
  // Fixes are offered from the translation of the text the client has now:
  // one of an older version would place them at stale offsets.
  std::shared_ptr<const Analysis> A = Work.current(P->Uri, (*D)->Version);
  if (!A)
    return json::Array{};
  return quickFixes(*A, P->Where, Config->Options.DocsUrl);
}
