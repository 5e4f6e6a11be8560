//===- YamlDocument.h - One table file read into its raw form ---*- C++ -*-===//
///
/// \file
/// The plumbing the mapping-table and build-table loaders share: bound the
/// file's nesting first (YamlLimits.h), read its one document with a
/// context, and say what went wrong as the first YAML diagnostic, with its
/// position.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_MAPPING_YAMLDOCUMENT_H
#define CU2HIP_LIB_MAPPING_YAMLDOCUMENT_H

#include "YamlLimits.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"
#include <string>

namespace cu2hip {

/// A yaml::Input diagnostic handler keeping the first message, as
/// "file:line:column: message", in the std::string \p Out points to.
void keepFirstYamlDiagnostic(const llvm::SMDiagnostic &D, void *Out);

/// Reads the document of \p Buffer into \p Raw, with \p Ctx as the
/// traits' context. \p What names the file in errors ("mapping file").
template <class RawT, class ContextT>
llvm::Error readYamlDocument(llvm::MemoryBufferRef Buffer, RawT &Raw,
                             ContextT &Ctx, llvm::StringRef What) {
  // yaml::Input recurses once per level: bound the depth before it parses.
  if (llvm::Error E = checkYamlLimits(Buffer))
    return E;
  std::string FirstError;
  llvm::yaml::Input In(Buffer, nullptr, keepFirstYamlDiagnostic, &FirstError);
  if (In.setCurrentDocument())
    llvm::yaml::yamlize(In, Raw, true, Ctx);
  else if (!In.error())
    return llvm::createStringError(Buffer.getBufferIdentifier() + ": empty " +
                                   What);
  if (In.error())
    return llvm::createStringError(
        FirstError.empty()
            ? (Buffer.getBufferIdentifier() + ": invalid " + What).str()
            : FirstError);
  return llvm::Error::success();
}

} // namespace cu2hip

#endif
