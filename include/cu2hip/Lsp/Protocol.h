//===- Protocol.h - The LSP messages cu2hip lsp reads and writes -*- C++
//-*-===//
///
/// \file
/// Plain structs for the parts of LSP 3.17 the server implements, each with
/// fromJSON and/or toJSON over llvm::json: the handlers never walk JSON by
/// hand, and a message whose shape is wrong fails fromJSON with the path of
/// the bad field (an InvalidParams error).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LSP_PROTOCOL_H
#define CU2HIP_LSP_PROTOCOL_H

#include "llvm/Support/JSON.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip::lsp {

/// JSON-RPC and LSP error codes.
enum class ErrorCode {
  ParseError = -32700,
  InvalidRequest = -32600,
  MethodNotFound = -32601,
  InvalidParams = -32602,
  InternalError = -32603,
  ServerNotInitialized = -32002,
  RequestFailed = -32803,
  RequestCancelled = -32800,
};

/// Line and character, both 0-based; the character counts UTF-16 code
/// units, as LSP's default position encoding does.
struct Position {
  int64_t Line = 0;
  int64_t Character = 0;
  friend bool operator==(const Position &A, const Position &B) {
    return A.Line == B.Line && A.Character == B.Character;
  }
};
struct Range {
  Position Start, End;
};

struct TextDocumentItem {
  std::string Uri;
  std::string LanguageId;
  int64_t Version = 0;
  std::string Text;
};

struct DidOpenParams {
  TextDocumentItem Document;
};

/// One entry of didChange's contentChanges: a range and its new text, or,
/// without a range, the whole document.
struct ContentChange {
  std::optional<Range> Where;
  std::string Text;
};

struct DidChangeParams {
  std::string Uri;
  int64_t Version = 0;
  std::vector<ContentChange> Changes;
};

/// A request on one place of a document (hover).
struct PositionParams {
  std::string Uri;
  Position Pos;
};

struct CodeActionParams {
  std::string Uri;
  Range Where;
  /// context.only: the kinds of action wanted (and those below them); none:
  /// every kind.
  std::optional<std::vector<std::string>> Only;
};

/// workspace/executeCommand: the command and its arguments, which each
/// command reads for itself.
struct ExecuteCommandParams {
  std::string Command;
  llvm::json::Array Arguments;
};

/// The argument of cu2hip.translateFile and cu2hip.showTranslation.
struct DocumentCommandArgument {
  std::string Uri;
  /// cu2hip.translateFile may replace a file it did not write.
  bool Overwrite = false;
};

bool fromJSON(const llvm::json::Value &V, Position &P, llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, Range &R, llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, TextDocumentItem &D,
              llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, DidOpenParams &P,
              llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, ContentChange &C,
              llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, DidChangeParams &P,
              llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, PositionParams &P,
              llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, CodeActionParams &P,
              llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, ExecuteCommandParams &P,
              llvm::json::Path Path);
bool fromJSON(const llvm::json::Value &V, DocumentCommandArgument &A,
              llvm::json::Path Path);
/// `{"textDocument": {"uri": ...}}`: didClose, didSave.
bool uriOfDocument(const llvm::json::Value &Params, std::string &Uri,
                   llvm::json::Path Path);

llvm::json::Value toJSON(const Position &P);
llvm::json::Value toJSON(const Range &R);

/// The local path of a `file:` URI (percent-escapes decoded); none for
/// other schemes or a malformed URI.
std::optional<std::string> pathOfUri(llvm::StringRef Uri);
/// The `file:` URI of absolute path \p Path.
std::string uriOfPath(llvm::StringRef Path);

} // namespace cu2hip::lsp

#endif
