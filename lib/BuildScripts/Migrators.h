//===- Migrators.h - The CMake and Make migrators --------------*- C++ -*-===//
///
/// \file
/// The two migrators behind migrateBuildScript, each filling a context's
/// edits and findings.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_BUILDSCRIPTS_MIGRATORS_H
#define CU2HIP_BUILDSCRIPTS_MIGRATORS_H

#include "ScriptContext.h"

namespace cu2hip {

void migrateCMakeScript(ScriptContext &Ctx);
void migrateMakefile(ScriptContext &Ctx);

} // namespace cu2hip

#endif
