//===- LspCommand.cpp - `cu2hip lsp` on the command line ------------------===//
///
/// \file
/// The language server on stdin and stdout: stdout carries the protocol
/// only, so nothing else may print to it; what the server logs goes to
/// stderr, which editors keep as the server's log.
///
//===----------------------------------------------------------------------===//
#include "LspCommand.h"
#include "cu2hip/Lsp/Server.h"
#include "llvm/Support/raw_ostream.h"
#include <unistd.h>

using namespace cu2hip;
using namespace llvm;

cl::OptionCategory LspCategory("cu2hip lsp options");

static cl::opt<std::string> CompileCommandsDir(
    "compile-commands-dir",
    cl::desc("Folder of the compile_commands.json to take every file's flags "
             "from (default: the nearest in the file's folder or above)"),
    cl::value_desc("dir"), cl::sub(LspCommand), cl::cat(LspCategory));

int lspMain(DriverOptions Options, const MappingTable &Table,
            StringRef DocsUrl) {
  lsp::ServerOptions Server;
  Server.Driver = std::move(Options);
  Server.DocsUrl = DocsUrl.str();
  Server.CompileCommandsDir = CompileCommandsDir;
  // The protocol's bytes are counted: no buffering or translation between
  // the server and the client.
  raw_fd_ostream Out(STDOUT_FILENO, /*shouldClose=*/false, /*unbuffered=*/true);
  return lsp::runServer(STDIN_FILENO, Out, Server, Table);
}
