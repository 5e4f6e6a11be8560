//===- DiagnosticsIndexEmitter.h - The index of the diagnostics -*- C++ -*-===//
///
/// \file
/// What cu2hip-tblgen writes from include/cu2hip/Support/Diagnostics.def:
/// docs/diagnostics/README.md, the table of every diagnostic with a link to
/// its page.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_TBLGEN_DIAGNOSTICSINDEXEMITTER_H
#define CU2HIP_TBLGEN_DIAGNOSTICSINDEXEMITTER_H

#include <string>

namespace cu2hip {

/// The index page: fixed prose around one row per diagnostic, in
/// Diagnostics.def order.
std::string emitDiagnosticsIndex();

} // namespace cu2hip

#endif
