//===- CMakeLexer.h - Commands and arguments of a CMake script --*- C++ -*-===//
///
/// \file
/// CMake's grammar is small: a file is command invocations, comments and
/// blanks; an argument is quoted, bracketed or unquoted. The migrator needs
/// each command's name and arguments with their offsets, nothing evaluated.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_BUILDSCRIPTS_CMAKELEXER_H
#define CU2HIP_BUILDSCRIPTS_CMAKELEXER_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

struct CMakeArg {
  enum ArgKind { Unquoted, Quoted, Bracket, Paren };
  ArgKind Kind = Unquoted;
  unsigned Offset = 0; ///< of the whole argument, quotes included
  llvm::StringRef Text;
  /// Without quotes or brackets: what CMake sees (escapes not expanded).
  llvm::StringRef Content;
  unsigned ContentOffset = 0;
  unsigned end() const { return Offset + Text.size(); }
};

struct CMakeCommand {
  llvm::StringRef Name;
  unsigned NameOffset = 0;
  unsigned Open = 0, Close = 0; ///< offsets of `(` and `)`
  std::vector<CMakeArg> Args;
  llvm::StringRef Indent; ///< the blanks before the name on its line
  unsigned end() const { return Close + 1; }
};

/// Why a script stopped parsing, and where.
struct CMakeSyntaxError {
  std::string Why;
  unsigned Offset = 0;
};

struct CMakeParse {
  std::vector<CMakeCommand> Commands;
  /// None when the whole file parsed.
  std::optional<CMakeSyntaxError> Error;
};

CMakeParse parseCMake(llvm::StringRef Source);

} // namespace cu2hip

#endif
