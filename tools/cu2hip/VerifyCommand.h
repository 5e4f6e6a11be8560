//===- VerifyCommand.h - `cu2hip verify` on the command line ----*- C++ -*-===//
#ifndef CU2HIP_TOOLS_VERIFYCOMMAND_H
#define CU2HIP_TOOLS_VERIFYCOMMAND_H

#include "cu2hip/Driver/Driver.h"
#include "cu2hip/Report/Report.h"
#include "llvm/Support/CommandLine.h"

extern llvm::cl::SubCommand VerifyCommand;
extern llvm::cl::OptionCategory VerifyCategory;

/// Runs verify with the translation options the two commands share; the
/// exit status: 0 every build (and run) agreed, 1 some did not, 2 unusable
/// input or tools.
int verifyMain(
    cu2hip::DriverOptions Options, const cu2hip::MappingTable &Table,
    const std::vector<std::pair<std::string, cu2hip::ReportFormat>> &Reports,
    const cu2hip::ReportContext &Ctx, std::vector<std::string> AmdArchs,
    bool HipVersionGiven, bool Quiet);

#endif
