//===- VerifyInternal.h - The steps of cu2hip verify ------------*- C++ -*-===//
#ifndef CU2HIP_LIB_VERIFY_VERIFYINTERNAL_H
#define CU2HIP_LIB_VERIFY_VERIFYINTERNAL_H

#include "cu2hip/Verify/Verify.h"

namespace llvm {
class ThreadPoolInterface;
}

namespace cu2hip {

/// A CUDA source and its translation, with the flags each compiler needs.
/// What a compiler is given for one side of a unit: arguments a shell reads
/// as themselves (ShellSafePaths.h).
struct CompilerInput {
  std::string Source;
  std::vector<std::string> Flags;
  /// Where the source's quoted includes are looked up, when Source is a
  /// copy of it elsewhere.
  std::string QuoteDir;
  /// Flags, then QuoteDir in nvcc's spelling (through its host compiler)
  /// or in clang's.
  std::vector<std::string> flags(bool ForNvcc) const;
};

struct VerifyUnit {
  std::string Original, Translated; ///< as the user knows them
  std::string RelPath;              ///< names its reference outputs
  CompilerInput OriginalInput, TranslatedInput;
  /// Names its build products under the work folder: RelPath where that is
  /// plain.
  std::string Products;
  bool HasMain = false; ///< a program verify can run
};

class ShellSafePaths;

/// The programs verify drives, resolved once.
struct VerifyTools {
  std::string Nvcc, Hipcc, ObjDump;
  /// The work folder as the compilers are given it.
  std::string WorkDir;
  /// Maps the names compilers were given back to the user's paths.
  const ShellSafePaths *Paths = nullptr;
  /// \p Args as a command line for a log, in the user's paths.
  std::string commandLine(llvm::ArrayRef<std::string> Args) const;
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
