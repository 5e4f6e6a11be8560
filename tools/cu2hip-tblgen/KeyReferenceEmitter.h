//===- KeyReferenceEmitter.h - The mapping rows' key reference --*- C++ -*-===//
///
/// \file
/// What cu2hip-tblgen writes from include/cu2hip/Mapping/RowFields.def: the
/// table of a row's keys in docs/mapping-tables.md, between two markers in
/// the hand-written page.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_TBLGEN_KEYREFERENCEEMITTER_H
#define CU2HIP_TBLGEN_KEYREFERENCEEMITTER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace cu2hip {

/// \p Page (docs/mapping-tables.md) with the lines between its markers
/// replaced by one table row per key, in RowFields.def order; an error when
/// the page lacks the markers.
llvm::Expected<std::string> emitKeyReference(llvm::StringRef Page);

} // namespace cu2hip

#endif
