//===- VerifyInternal.h - The steps of cu2hip verify ------------*- C++ -*-===//
#ifndef CU2HIP_LIB_VERIFY_VERIFYINTERNAL_H
#define CU2HIP_LIB_VERIFY_VERIFYINTERNAL_H

#include "cu2hip/Verify/Verify.h"

namespace llvm {
class ThreadPoolInterface;
}

namespace cu2hip {

/// A CUDA source and its translation, with the flags each compiler needs.
struct VerifyUnit {
  std::string Original, Translated;
  std::string RelPath; ///< names its build products under the work dir
  std::vector<std::string> OriginalFlags, TranslatedFlags;
  bool HasMain = false; ///< a program verify can run
};

/// The programs verify drives, resolved once.
struct VerifyTools {
  std::string Nvcc, Hipcc, ObjDump;
};

/// Compiles every unit for every target, in parallel, and reads the
/// resources of every kernel the compilers produced.
std::vector<CompileOutcome> compileUnits(const std::vector<VerifyUnit> &Units,
                                         const VerifyOptions &Options,
                                         const VerifyTools &Tools,
                                         llvm::ThreadPoolInterface &Pool);

/// Groups the kernels of all compiles by kernel and flags where the AMD
/// builds do worse than the first NVIDIA target.
std::vector<KernelComparison>
compareKernels(const std::vector<CompileOutcome> &Compiles,
               llvm::ArrayRef<std::string> NvidiaArchs,
               llvm::ArrayRef<std::string> AmdArchs);

/// `<name>(...)` without parameters and template arguments: what matches a
/// kernel across builds whose parameter types were renamed.
std::string kernelBaseName(llvm::StringRef Demangled);

/// Fills \p P from the program's `cu2hip-verify: kernel=... check=...`
/// line (bench/kernels/README.md); false when there is none.
bool parseVerifyLine(llvm::StringRef Stdout, ProgramRun &P);

/// Compares the arrays a program dumped (CU2HIP_VERIFY_OUT) in \p Candidate
/// with those in \p Reference: same names, types and counts; integers
/// equal, floats within the tolerances.
OutputComparison compareOutputDirs(llvm::StringRef Reference,
                                   llvm::StringRef Candidate, double RelTol,
                                   double AbsTol);

/// One side of a program run as the report shows it; the reference record
/// an NVIDIA run leaves for AMD machines is this plus its stdout.
llvm::json::Value programRunJson(const ProgramRun &P);

struct GpuInventory;

/// Run mode: builds both sides of every unit with a main() for the GPU the
/// machine has, runs them one at a time and compares.
std::vector<ProgramComparison>
runPrograms(const std::vector<VerifyUnit> &Units, const VerifyOptions &Options,
            const VerifyTools &Tools, const GpuInventory &Gpus,
            llvm::StringRef CompatDir, llvm::ThreadPoolInterface &Pool);

} // namespace cu2hip

#endif
