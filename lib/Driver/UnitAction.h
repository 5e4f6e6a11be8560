//===- UnitAction.h - One translation unit, as a build action ---*- C++ -*-===//
///
/// \file
/// The run behind `--source-root` (see UnitAction.cpp).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_UNITACTION_H
#define CU2HIP_LIB_DRIVER_UNITACTION_H

#include "cu2hip/Driver/Driver.h"

namespace cu2hip::driver {

/// Translates DriverOptions::Inputs' one file, and the user headers under
/// DriverOptions::SourceRoot it reads, into DriverOptions::Output; writes
/// DriverOptions::DepFile when set.
llvm::Expected<RunResult> runUnitAction(const DriverOptions &Options,
                                        const MappingTable &Table);

} // namespace cu2hip::driver

#endif
