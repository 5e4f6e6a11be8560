//===- Features.h - What the server answers, as LSP JSON ---------*- C++
//-*-===//
///
/// \file
/// The translation's findings as diagnostics and quick fixes, and the
/// mapping table's rows as hovers: pure functions from the library's data
/// to LSP's, apart from the message handling (Server.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_FEATURES_H
#define CU2HIP_LIB_LSP_FEATURES_H

#include "Analyzer.h"
#include "cu2hip/Lsp/Protocol.h"
#include "llvm/Support/JSON.h"

namespace cu2hip::lsp {

/// The textDocument/publishDiagnostics params for \p A: every finding, with
/// its severity, code (`cu2hip-<id>`), page under \p DocsUrl, and version.
llvm::json::Value publishParams(const Analysis &A, llvm::StringRef DocsUrl);

/// The quick fixes of \p A's findings that touch \p Where: each finding's
/// fixes (those --export-fixes offers) as one workspace edit.
llvm::json::Array quickFixes(const Analysis &A, Range Where,
                             llvm::StringRef DocsUrl);

/// The hover at byte \p Offset of \p Text: the mapping table's row for the
/// CUDA name there, at the target HIP version; null where there is none.
llvm::json::Value hoverAt(llvm::StringRef Text, size_t Offset,
                          const MappingTable &Table,
                          const TranslateOptions &Options,
                          llvm::StringRef DocsUrl);

} // namespace cu2hip::lsp

#endif
