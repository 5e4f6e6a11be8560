//===- LibraryBodies.h - Library code: declarations only --------*- C++ -*-===//
///
/// \file
/// cu2hip translates the user's files only; of the SDK, CUB, Thrust and the
/// system headers it needs declarations and types, never what a function
/// does. Parses skip those functions' bodies, and with them the
/// instantiation of library call chains (`thrust::sort` instantiates much of
/// Thrust), which was most of a library-heavy parse. Clang still parses a
/// body the rest of the file may need: a constexpr function's, or one whose
/// return type is deduced.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_FRONTEND_LIBRARYBODIES_H
#define CU2HIP_FRONTEND_LIBRARYBODIES_H

#include "AstFactsCollector.h"
#include "clang/Frontend/CompilerInstance.h"

namespace cu2hip {

/// Asks Clang to consult the parse's ASTConsumer::shouldSkipFunctionBody,
/// which answers isLibraryDecl.
inline void skipFunctionBodiesWhereAsked(clang::CompilerInstance &CI) {
  CI.getFrontendOpts().SkipFunctionBodies = true;
}

/// Whether \p D is library code: declared outside the user's files. Its
/// body, if a function's, may go unparsed.
inline bool isLibraryDecl(FileClassifier &Files, const clang::Decl *D) {
  return !Files.isUserCode(D->getLocation());
}

} // namespace cu2hip

#endif
