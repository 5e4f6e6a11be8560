//===- ExportFixes.h - The findings' fixes as a file ------------*- C++ -*-===//
///
/// \file
/// --export-fixes: the fixes a run's findings offer, in the YAML that
/// clang-apply-replacements reads. Beside the driver, not the report: the
/// file is Clang's tooling format, written with Clang's own YAML traits.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_DRIVER_EXPORTFIXES_H
#define CU2HIP_DRIVER_EXPORTFIXES_H

#include "cu2hip/Support/RunResult.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace cu2hip {

/// The first line of every fixes file cu2hip writes: an existing file
/// without it was not written by cu2hip, which then does not overwrite it
/// (DriverOptions::SideOutputs).
inline constexpr llvm::StringLiteral ExportFixesSignature =
    "# cu2hip --export-fixes";

/// The fixes the findings offer, as the YAML clang-apply-replacements reads
/// (clang-tidy's --export-fixes format), on the translated files.
void writeExportFixes(const RunResult &Run, llvm::raw_ostream &OS);

} // namespace cu2hip

#endif
