//===- TerminalText.h - Text that cannot drive a terminal -------*- C++ -*-===//
///
/// \file
/// File names come from the input tree, and a hostile tree can name a file
/// with escape codes that would clear the screen, retitle the window or
/// forge a line of output. What cu2hip prints for a person (diagnostics,
/// errors, progress) goes through escapeForTerminal(); reports (JSON, SARIF)
/// keep the real names, escaped by their own syntax.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SUPPORT_TERMINALTEXT_H
#define CU2HIP_SUPPORT_TERMINALTEXT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace cu2hip {

/// \p Text with every control character written out: C0 controls as `\n`,
/// `\r`, `\t` or `\x1b`, DEL as `\x7f`, the C1 controls (U+0080 to U+009F)
/// as their UTF-8 bytes (`\xc2\x9b`), and a byte that is not part of valid
/// UTF-8 (which an 8-bit terminal may read as a C1 control) as `\xNN`.
/// Other text, UTF-8 included, is unchanged.
std::string escapeForTerminal(llvm::StringRef Text);

} // namespace cu2hip

#endif
