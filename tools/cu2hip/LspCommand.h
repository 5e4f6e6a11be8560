//===- LspCommand.h - `cu2hip lsp` on the command line ----------*- C++ -*-===//
#ifndef CU2HIP_TOOLS_LSPCOMMAND_H
#define CU2HIP_TOOLS_LSPCOMMAND_H

#include "cu2hip/Driver/Driver.h"
#include "llvm/Support/CommandLine.h"

extern llvm::cl::SubCommand LspCommand;
extern llvm::cl::OptionCategory LspCategory;

/// Serves LSP on stdin/stdout with the translation options the commands
/// share; the exit status: 0 after the client's shutdown, 1 otherwise.
int lspMain(cu2hip::DriverOptions Options, const cu2hip::MappingTable &Table,
            llvm::StringRef DocsUrl);

#endif
