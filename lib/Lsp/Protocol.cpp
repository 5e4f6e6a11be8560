//===- Protocol.cpp - The LSP messages cu2hip lsp reads and writes --------===//
#include "cu2hip/Lsp/Protocol.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip::lsp;
using llvm::StringRef;
namespace json = llvm::json;

bool cu2hip::lsp::fromJSON(const json::Value &V, Position &P, json::Path Path) {
  json::ObjectMapper O(V, Path);
  return O && O.map("line", P.Line) && O.map("character", P.Character);
}

bool cu2hip::lsp::fromJSON(const json::Value &V, Range &R, json::Path Path) {
  json::ObjectMapper O(V, Path);
  return O && O.map("start", R.Start) && O.map("end", R.End);
}

bool cu2hip::lsp::fromJSON(const json::Value &V, TextDocumentItem &D,
                           json::Path Path) {
  json::ObjectMapper O(V, Path);
  return O && O.map("uri", D.Uri) && O.map("languageId", D.LanguageId) &&
         O.map("version", D.Version) && O.map("text", D.Text);
}

bool cu2hip::lsp::fromJSON(const json::Value &V, DidOpenParams &P,
                           json::Path Path) {
  json::ObjectMapper O(V, Path);
  return O && O.map("textDocument", P.Document);
}

bool cu2hip::lsp::fromJSON(const json::Value &V, ContentChange &C,
                           json::Path Path) {
  json::ObjectMapper O(V, Path);
  return O && O.mapOptional("range", C.Where) && O.map("text", C.Text);
}

namespace {
/// A `textDocument` field: a URI, and a version where one is required.
struct DocumentRef {
  std::string Uri;
  std::optional<int64_t> Version;
};
bool fromJSON(const json::Value &V, DocumentRef &D, json::Path Path) {
  json::ObjectMapper O(V, Path);
  return O && O.map("uri", D.Uri) && O.mapOptional("version", D.Version);
}
} // namespace

bool cu2hip::lsp::fromJSON(const json::Value &V, DidChangeParams &P,
                           json::Path Path) {
  json::ObjectMapper O(V, Path);
  DocumentRef D;
  if (!O || !O.map("textDocument", D) || !O.map("contentChanges", P.Changes))
    return false;
  if (!D.Version) {
    Path.field("textDocument").field("version").report("expected integer");
    return false;
  }
  P.Uri = std::move(D.Uri);
  P.Version = *D.Version;
  return true;
}

bool cu2hip::lsp::uriOfDocument(const json::Value &Params, std::string &Uri,
                                json::Path Path) {
  json::ObjectMapper O(Params, Path);
  DocumentRef D;
  if (!O || !O.map("textDocument", D))
    return false;
  Uri = std::move(D.Uri);
  return true;
}

bool cu2hip::lsp::fromJSON(const json::Value &V, PositionParams &P,
                           json::Path Path) {
  json::ObjectMapper O(V, Path);
  DocumentRef D;
  if (!O || !O.map("textDocument", D) || !O.map("position", P.Pos))
    return false;
  P.Uri = std::move(D.Uri);
  return true;
}

bool cu2hip::lsp::fromJSON(const json::Value &V, CodeActionParams &P,
                           json::Path Path) {
  json::ObjectMapper O(V, Path);
  DocumentRef D;
  if (!O || !O.map("textDocument", D) || !O.map("range", P.Where))
    return false;
  P.Uri = std::move(D.Uri);
  // LSP requires a context, but a request without one loses nothing.
  const json::Value *Context = V.getAsObject()->get("context");
  if (!Context)
    return true;
  json::ObjectMapper C(*Context, Path.field("context"));
  return C && C.mapOptional("only", P.Only);
}

bool cu2hip::lsp::fromJSON(const json::Value &V, ExecuteCommandParams &P,
                           json::Path Path) {
  json::ObjectMapper O(V, Path);
  if (!O || !O.map("command", P.Command))
    return false;
  const json::Value *Arguments = V.getAsObject()->get("arguments");
  if (!Arguments)
    return true;
  if (const json::Array *A = Arguments->getAsArray()) {
    P.Arguments = *A;
    return true;
  }
  Path.field("arguments").report("expected array");
  return false;
}

bool cu2hip::lsp::fromJSON(const json::Value &V, DocumentCommandArgument &A,
                           json::Path Path) {
  json::ObjectMapper O(V, Path);
  return O && O.map("uri", A.Uri) && O.mapOptional("overwrite", A.Overwrite);
}

json::Value cu2hip::lsp::toJSON(const Position &P) {
  return json::Object{{"line", P.Line}, {"character", P.Character}};
}

json::Value cu2hip::lsp::toJSON(const Range &R) {
  return json::Object{{"start", R.Start}, {"end", R.End}};
}

std::optional<std::string> cu2hip::lsp::pathOfUri(StringRef Uri) {
  if (!Uri.consume_front("file://"))
    return std::nullopt;
  // file://host/path names another machine; only the local one (empty
  // host or localhost) is ours.
  if (!Uri.consume_front("localhost") && !Uri.starts_with("/"))
    return std::nullopt;
  std::string Path;
  for (size_t I = 0; I < Uri.size(); ++I) {
    if (Uri[I] != '%') {
      Path += Uri[I];
      continue;
    }
    if (I + 2 >= Uri.size() || !llvm::isHexDigit(Uri[I + 1]) ||
        !llvm::isHexDigit(Uri[I + 2]))
      return std::nullopt;
    Path += char(llvm::hexDigitValue(Uri[I + 1]) * 16 +
                 llvm::hexDigitValue(Uri[I + 2]));
    I += 2;
  }
  if (Path.empty() || Path.find('\0') != std::string::npos)
    return std::nullopt;
  return Path;
}

std::string cu2hip::lsp::uriOfPath(StringRef Path) {
  std::string Uri = "file://";
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || StringRef("/-._~").contains(C))
      Uri += C;
    else
      Uri += "%" + llvm::utohexstr(C, /*LowerCase=*/false, /*Width=*/2);
  }
  return Uri;
}
