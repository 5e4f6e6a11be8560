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

bool cu2hip::lsp::mayUseCuda(StringRef Path, StringRef LanguageId) {
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

llvm::Expected<const Document *>
cu2hip::lsp::openDocument(const DocumentStore &Docs, StringRef Uri) {
  if (const Document *D = Docs.get(Uri))
    return D;
  return lspError(ErrorCode::InvalidParams, "no open document " + Uri);
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
    return lspError(ErrorCode::InvalidParams, "position outside the document");
  // Findings are shown from the translation of the text the client has
  // now, as code actions are.
  std::shared_ptr<const Analysis> A = Work.current(P->Uri, (*D)->Version);
  return hoverAt((*D)->Text, *Offset, *Config->Table,
                 Config->Options.Driver.Translate, Config->Options.DocsUrl,
                 A ? llvm::ArrayRef(A->Translation.Result.Findings)
                   : llvm::ArrayRef<Finding>());
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
  json::Array Actions;
  if (A && kindRequested("quickfix", P->Only))
    Actions = quickFixes(*A, P->Where, Config->Options.DocsUrl,
                         Config->Options.EditHints);
  std::optional<std::string> Path = pathOfUri(P->Uri);
  if (Path && mayUseCuda(*Path, (*D)->LanguageId))
    for (json::Value &Action : sourceActions(P->Uri, A.get(), P->Only))
      Actions.push_back(std::move(Action));
  return Actions;
}
