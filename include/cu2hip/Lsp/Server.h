//===- Server.h - cu2hip lsp: the language server ----------------*- C++
//-*-===//
///
/// \file
/// A Language Server Protocol 3.17 server over the library the batch tool
/// uses: diagnostics are the findings of translateText() on the editor's
/// unsaved text, so the editor and `cu2hip FILE -o OUT` never disagree.
/// See docs/lsp.md for what is implemented.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LSP_SERVER_H
#define CU2HIP_LSP_SERVER_H

#include "cu2hip/Driver/Driver.h"
#include "cu2hip/Lsp/Transport.h"
#include <string>

namespace cu2hip {

class MappingTable;

namespace lsp {

struct ServerOptions {
  /// The batch tool's options (target HIP version, --roc, --rules, the CUDA
  /// path, -I/-D, the cache): each file is translated with these.
  DriverOptions Driver;
  /// Where a diagnostic's page is: <DocsUrl><id>.md.
  std::string DocsUrl;
  /// A folder holding compile_commands.json for every file; "" = the file's
  /// folder and those above it, nearest first, as clangd looks (where
  /// compile_flags.txt is looked for too).
  std::string CompileCommandsDir;
  /// Publish each change the translation makes as a Hint diagnostic, with
  /// a quick fix that makes it (the setting "hints").
  bool EditHints = true;
};

/// Serves messages read from file descriptor \p InFd, answering on \p Out,
/// until `exit`, the end of the input, or the end of the client process
/// that `initialize` named. Returns the process's exit status: 0 after
/// `shutdown`, 1 otherwise (LSP's `exit` semantics). \p Options and
/// \p Table (the built-in rows and those of Options.Driver.RuleFiles) are
/// what the server starts with: the client's settings change them.
int runServer(int InFd, llvm::raw_ostream &Out, const ServerOptions &Options,
              const MappingTable &Table);

} // namespace lsp
} // namespace cu2hip

#endif
