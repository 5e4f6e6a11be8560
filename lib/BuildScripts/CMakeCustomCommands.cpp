//===- CMakeCustomCommands.cpp - nvcc run by custom commands --------------===//
///
/// \file
/// A custom command that runs the CUDA compiler with -fatbin, -cubin or
/// -ptx makes a module for the driver API, which the program loads by file
/// name. HIP's counterpart is a code object for the offload targets from
/// `hipcc --genco`: the command is rewritten to make one under the same
/// name, so hipModuleLoad finds it where cuModuleLoad did. Any other
/// command that runs the CUDA compiler is reported at its line: its flags
/// are nvcc's, and CMake's HIP compiler (clang) does not take them.
///
//===----------------------------------------------------------------------===//
#include "CMakeMigrator.h"
#include "llvm/ADT/STLExtras.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// The words that end a COMMAND's arguments in add_custom_command,
/// add_custom_target and execute_process.
bool endsCommand(StringRef Word) {
  static constexpr StringRef Keywords[] = {"ALL",
                                           "APPEND",
                                           "BYPRODUCTS",
                                           "COMMAND",
                                           "COMMAND_ECHO",
                                           "COMMAND_ERROR_IS_FATAL",
                                           "COMMENT",
                                           "DEPENDS",
                                           "DEPFILE",
                                           "ERROR_FILE",
                                           "ERROR_QUIET",
                                           "ERROR_VARIABLE",
                                           "IMPLICIT_DEPENDS",
                                           "INPUT_FILE",
                                           "JOB_POOL",
                                           "MAIN_DEPENDENCY",
                                           "OUTPUT",
                                           "OUTPUT_FILE",
                                           "OUTPUT_QUIET",
                                           "OUTPUT_VARIABLE",
                                           "POST_BUILD",
                                           "PRE_BUILD",
                                           "PRE_LINK",
                                           "RESULT_VARIABLE",
                                           "SOURCES",
                                           "TIMEOUT",
                                           "USES_TERMINAL",
                                           "VERBATIM",
                                           "WORKING_DIRECTORY",
                                           "COMMAND_EXPAND_LISTS"};
  return llvm::is_contained(Keywords, Word);
}

/// nvcc, by name or through the variables CMake and FindCUDA set to it.
bool isCudaCompiler(StringRef Word) {
  return llvm::is_contained({"nvcc", "${CMAKE_CUDA_COMPILER}",
                             "${CUDA_NVCC_EXECUTABLE}",
                             "${CUDAToolkit_NVCC_EXECUTABLE}"},
                            Word) ||
         Word.ends_with("/nvcc");
}

/// "-fatbin", "--cubin"...: the option's name without dashes.
StringRef optionName(StringRef Word) {
  if (!Word.starts_with("-"))
    return "";
  return Word.ltrim('-').split('=').first;
}

/// nvcc's outputs that are a module for the driver API.
bool isModuleMode(StringRef Name) {
  return llvm::is_contained({"fatbin", "cubin", "ptx"}, Name);
}

/// nvcc's options naming the GPU targets, which --offload-arch replaces.
bool isArchOption(StringRef Name) {
  return llvm::is_contained({"gencode", "generate-code", "arch",
                             "gpu-architecture", "code", "gpu-code"},
                            Name);
}

} // namespace

void CMakeMigrator::migrateCustomCommands(const CMakeCommand &C,
                                          StringRef Lower) {
  if (!llvm::is_contained(
          {"add_custom_command", "add_custom_target", "execute_process"},
          Lower))
    return;
  for (size_t I = 0; I < C.Args.size(); ++I) {
    if (C.Args[I].Content != "COMMAND" || I + 1 >= C.Args.size() ||
        !isCudaCompiler(C.Args[I + 1].Content))
      continue;
    size_t End = I + 1;
    while (End < C.Args.size() && !endsCommand(C.Args[End].Content))
      ++End;
    migrateCompilerRun(C, I + 1, End);
    I = End - 1;
  }
}

/// The CUDA compiler run by args [First, End) of \p C.
void CMakeMigrator::migrateCompilerRun(const CMakeCommand &C, size_t First,
                                       size_t End) {
  Ctx.UsesCuda = true;
  const CMakeArg &Compiler = C.Args[First];
  auto Mode = std::find_if(
      C.Args.begin() + First + 1, C.Args.begin() + End,
      [](const CMakeArg &A) { return isModuleMode(optionName(A.Content)); });
  if (Mode == C.Args.begin() + End) {
    Ctx.report(Compiler.Offset,
               "'" + Compiler.Content +
                   "' left as is in a custom command: its arguments are "
                   "nvcc's; run hipcc with their HIP spellings instead");
    return;
  }
  // Written whole: the compiler's variable may be renamed inside it.
  if (!Ctx.replaceWhole(Compiler.Offset, Compiler.end(), "hipcc"))
    return Ctx.reportOverlap(Compiler.Offset, Compiler.Content);
  bool Written = false;
  for (size_t I = First + 1; I < End; ++I) {
    const CMakeArg &A = C.Args[I];
    StringRef Name = optionName(A.Content);
    bool Arch = isArchOption(Name);
    if (!isModuleMode(Name) && !Arch)
      continue;
    // The operand of `-gencode arch=...` goes with it.
    unsigned To = A.end();
    if (Arch && !A.Content.contains('=') && I + 1 < End)
      To = C.Args[++I].end();
    std::string Text;
    if (isModuleMode(Name) && !Written) {
      Text = "--genco " + Ctx.offloadArchFlags();
      Written = true;
    }
    auto [B, E] = Text.empty() ? removalRange(Ctx.Source, A.Offset, To, true)
                               : std::pair<unsigned, unsigned>{A.Offset, To};
    if (!Ctx.replaceWhole(B, E, Text))
      Ctx.reportOverlap(A.Offset, Ctx.Source.slice(A.Offset, To));
  }
  if (optionName(Mode->Content) == "ptx")
    Ctx.report(Mode->Offset,
               "'" + Mode->Content +
                   "' changed to '--genco': the module is a code object for "
                   "the offload targets, not PTX the driver compiles when it "
                   "loads it; code that reads it as text needs rework");
}
