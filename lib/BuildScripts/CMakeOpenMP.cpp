//===- CMakeOpenMP.cpp - OpenMP for the HIP sources of a target -----------===//
///
/// \file
/// OpenMP::OpenMP_CXX gives its flag to C++ sources only. nvcc handed a
/// `.cu` file's host code to the C++ compiler, which finds omp.h without
/// it; clang compiles HIP sources itself and needs -fopenmp to know OpenMP
/// (and its runtime at the link). A target with HIP sources that links
/// OpenMP::OpenMP_CXX gets -fopenmp for HIP compiles and HIP links, unless
/// the script gives its CUDA sources an OpenMP flag already (migrated).
///
//===----------------------------------------------------------------------===//
#include "CMakeMigrator.h"
#include "llvm/ADT/STLExtras.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// Whether \p C is target_compile_options / target_link_options for a
/// target with an OpenMP flag among its options.
bool givesOpenMPFlag(const CMakeCommand &C, StringRef Lower) {
  return llvm::is_contained({"target_compile_options", "target_link_options"},
                            Lower) &&
         llvm::any_of(llvm::drop_begin(C.Args), [](const CMakeArg &A) {
           return A.Content.contains_insensitive("openmp");
         });
}

/// Whether \p C sets the CUDA (or HIP) flags of the whole directory with an
/// OpenMP flag among them.
bool setsLanguageOpenMP(const CMakeCommand &C) {
  return llvm::any_of(C.Args,
                      [](const CMakeArg &A) {
                        return A.Content == "CMAKE_CUDA_FLAGS" ||
                               A.Content == "CMAKE_HIP_FLAGS";
                      }) &&
         llvm::any_of(C.Args, [](const CMakeArg &A) {
           return A.Content.contains_insensitive("openmp");
         });
}

} // namespace

void CMakeMigrator::noteOpenMPFlags(const CMakeCommand &C) {
  std::string Lower = C.Name.lower();
  if (givesOpenMPFlag(C, Lower))
    (Lower == "target_compile_options" ? OpenMPCompiled : OpenMPLinked)
        .insert(C.Args[0].Content);
  if ((Lower == "set" || Lower == "string") && setsLanguageOpenMP(C))
    DirectoryOpenMP = true;
}

void CMakeMigrator::giveHipOpenMP(const CMakeCommand &C) {
  if (!C.Name.equals_insensitive("target_link_libraries") || C.Args.empty())
    return;
  StringRef Target = C.Args[0].Content;
  if (!HipTargets.contains(Target) ||
      llvm::none_of(llvm::drop_begin(C.Args), [](const CMakeArg &A) {
        return A.Content == "OpenMP::OpenMP_CXX";
      }))
    return;
  std::string Lines;
  std::string Name = Ctx.migratedText(C.Args[0].Offset, C.Args[0].end());
  if (!DirectoryOpenMP && OpenMPCompiled.insert(Target).second)
    Lines += "\n" + C.Indent.str() + "target_compile_options(" + Name +
             " PRIVATE $<$<COMPILE_LANGUAGE:HIP>:-fopenmp>)";
  if (OpenMPLinked.insert(Target).second)
    Lines += "\n" + C.Indent.str() + "target_link_options(" + Name +
             " PRIVATE $<$<LINK_LANGUAGE:HIP>:-fopenmp>)";
  if (Lines.empty())
    return;
  size_t EndOfLine = Ctx.Source.find('\n', C.end());
  unsigned At = EndOfLine == StringRef::npos ? Ctx.Source.size() : EndOfLine;
  // Free: no edit reaches past the end of the line a command ends on.
  Ctx.Edits.addFree({At, 0, Lines});
}
