//===- ArgTemplate.h - Argument lists of rows with `args:` ------*- C++ -*-===//
///
/// \file
/// A row's `args:` template rebuilds a call's argument list for a HIP
/// function whose parameters differ (order, count, constants), and its
/// `require:` condition says which CUDA argument values the template is
/// faithful for. One parser for the loader (which rejects bad templates at
/// load time) and the rewriter (which applies them).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_ARGTEMPLATE_H
#define CU2HIP_MAPPING_ARGTEMPLATE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace cu2hip {

/// `$2` (the translated text of CUDA argument 2) or literal text. `$2=0`
/// is argument 2 or, where the CUDA call omits it, CUDA's default `0`.
struct ArgPiece {
  bool IsArgument = false;
  unsigned Index = 0;
  llvm::StringRef Literal;
  /// Non-empty for `$N=DEFAULT`: what the HIP call gets when CUDA's omits N.
  llvm::StringRef Default;
};

/// One `$N == A || $N == B` clause: argument N must be spelled as one of
/// the names.
struct ArgClause {
  unsigned Index = 0;
  std::vector<llvm::StringRef> Allowed;
};

struct ArgTemplate {
  llvm::StringRef Text; ///< the `args` text the pieces point into
  std::vector<ArgPiece> Pieces;
  std::vector<ArgClause> Clauses; ///< all must hold (`&&`)
  /// 1 + the highest argument index named in `args` or `require`.
  unsigned MinArity = 0;
  /// The arguments a call must pass: those before the first `$N=DEFAULT`
  /// (MinArity where no argument has a default).
  unsigned Required = 0;
};

/// Parses \p Args (`$0, $2, miopenConvolution`, `$0, $1, $2=0`: a default
/// runs to the next comma, and only trailing arguments have one) and \p Require
/// (`$1 == X || $1 == Y && $3 == Z`; `&&` binds looser than `||`, and the
/// alternatives of one clause must name the same argument). The pieces point
/// into the given strings.
llvm::Expected<ArgTemplate> parseArgTemplate(llvm::StringRef Args,
                                             llvm::StringRef Require);

} // namespace cu2hip

#endif
