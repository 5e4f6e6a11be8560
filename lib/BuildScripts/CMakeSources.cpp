//===- CMakeSources.cpp - .cu sources compiled as HIP ---------------------===//
///
/// \file
/// CMake compiles only `.hip` files as HIP by default; a `.cu` file is
/// marked LANGUAGE HIP (source properties are per directory, so the mark
/// goes in the file that lists it).
///
//===----------------------------------------------------------------------===//
#include "CMakeMigrator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using llvm::StringRef;

/// Marks the `.cu` files among args [First, end) LANGUAGE HIP.
void CMakeMigrator::markCuSources(const CMakeCommand &C, size_t First) {
  std::vector<const CMakeArg *> Files;
  for (size_t I = First; I < C.Args.size(); ++I) {
    const CMakeArg &A = C.Args[I];
    if (A.Kind == CMakeArg::Paren || A.Kind == CMakeArg::Bracket ||
        !A.Content.ends_with(".cu") || A.Content.contains("$<"))
      continue;
    Ctx.UsesCuda = true;
    if (!C.Name.equals_insensitive("set") && !C.Name.equals_insensitive("list"))
      HipTargets.insert(C.Args[0].Content);
    if (!CoveredCu.insert(A.Content).second)
      continue;
    Files.push_back(&A);
  }
  if (!Files.empty())
    insertSourceProperties(C, Files, /*Glob=*/false);
}

/// file(GLOB var ... *.cu): the globbed files are marked LANGUAGE HIP when
/// every pattern is for .cu files.
void CMakeMigrator::markGlobbedSources(const CMakeCommand &C) {
  if (C.Args.size() < 3 ||
      !llvm::is_contained({"GLOB", "GLOB_RECURSE"}, C.Args[0].Content))
    return;
  static constexpr StringRef Options[] = {
      "LIST_DIRECTORIES", "RELATIVE", "CONFIGURE_DEPENDS", "FOLLOW_SYMLINKS"};
  unsigned Cu = 0, Other = 0;
  for (size_t I = 2; I < C.Args.size(); ++I) {
    StringRef P = C.Args[I].Content;
    if (llvm::is_contained(Options, P)) {
      I += P == "LIST_DIRECTORIES" || P == "RELATIVE";
      continue;
    }
    ++(P.ends_with(".cu") ? Cu : Other);
  }
  if (Cu == 0)
    return;
  Ctx.UsesCuda = true;
  std::string Var = ("${" + C.Args[1].Content + "}").str();
  if (Other) {
    Ctx.report(C.NameOffset,
               "the glob into '" + C.Args[1].Content +
                   "' mixes .cu files with others: mark its .cu files with "
                   "set_source_files_properties(... PROPERTIES LANGUAGE HIP)");
    return;
  }
  if (CoveredCu.insert(Var).second)
    insertSourceProperties(C, &C.Args[1], /*Glob=*/true);
}

/// Adds `set_source_files_properties(<files> PROPERTIES LANGUAGE HIP)` on a
/// line of its own after \p C (after a comment ending C's line), or with
/// \p Glob `${<var>}` for the variable a file(GLOB) sets. Written once C is
/// migrated, with the names as C has them then: a source renamed with a
/// CUDA variable in its path (`${CUDA_X}/k.cu`) is marked under its new
/// name, or migrating the result again would mark it again.
void CMakeMigrator::insertSourceProperties(
    const CMakeCommand &C, llvm::ArrayRef<const CMakeArg *> Files, bool Glob) {
  PendingMarks.push_back({&C, {Files.begin(), Files.end()}, Glob});
}

void CMakeMigrator::flushSourceMarks() {
  for (const SourceMark &M : PendingMarks) {
    std::string Files;
    for (const CMakeArg *A : M.Files) {
      std::string Name = Ctx.migratedText(A->Offset, A->end());
      Files += (Files.empty() ? "" : " ") + (M.Glob ? "${" + Name + "}" : Name);
    }
    size_t EndOfLine = Ctx.Source.find('\n', M.Command->end());
    unsigned At = EndOfLine == StringRef::npos ? Ctx.Source.size() : EndOfLine;
    // Free: no edit reaches past the end of the line a command ends on.
    Ctx.Edits.addFree({At, 0,
                       "\n" + M.Command->Indent.str() +
                           "set_source_files_properties(" + Files +
                           " PROPERTIES LANGUAGE HIP)"});
  }
  PendingMarks.clear();
}

/// A C or C++ source, which CMake compiles with the host compiler.
static bool isHostSource(StringRef File) {
  return llvm::any_of(
      llvm::ArrayRef<StringRef>{".c", ".C", ".cc", ".cpp", ".cxx"},
      [&](StringRef Ext) { return File.ends_with(Ext); });
}

/// A target built from `.cu` and C/C++ sources: nvcc's include folder
/// reached its C++ files, which call the runtime; under HIP they are built
/// by the C++ compiler and need hip::host's definitions and includes
/// (without them the HIP headers stop on __HIP_PLATFORM_AMD__).
void CMakeMigrator::linkHipHostIfMixed(const CMakeCommand &C, size_t First) {
  if (C.Args.size() <= First || C.Args[0].Content.contains("$<"))
    return;
  bool Cu = false, Host = false;
  for (const CMakeArg &A : llvm::drop_begin(C.Args, First)) {
    if (A.Kind == CMakeArg::Paren || A.Kind == CMakeArg::Bracket)
      continue;
    Cu |= A.Content.ends_with(".cu");
    Host |= isHostSource(A.Content);
  }
  if (!Cu || !Host || LinksHipRuntime.contains(C.Args[0].Content))
    return;
  PendingHostLinks.push_back(&C);
  needHipRuntime(C);
}

/// `set_property(TARGET <t> APPEND PROPERTY LINK_LIBRARIES hip::host)` on a
/// line of its own after the command: the property, not
/// target_link_libraries, so the target's own calls may use either
/// signature.
void CMakeMigrator::flushHostLinks() {
  const RocmPackage *Hip = Ctx.Index.package("hip");
  for (const CMakeCommand *C : PendingHostLinks) {
    size_t EndOfLine = Ctx.Source.find('\n', C->end());
    unsigned At = EndOfLine == StringRef::npos ? Ctx.Source.size() : EndOfLine;
    const CMakeArg &Target = C->Args[0];
    std::string Name = Ctx.migratedText(Target.Offset, Target.end());
    // Free: no edit reaches past the end of the line a command ends on.
    Ctx.Edits.addFree({At, 0,
                       "\n" + C->Indent.str() + "set_property(TARGET " + Name +
                           " APPEND PROPERTY LINK_LIBRARIES " +
                           Hip->Target.str() + ")"});
  }
  PendingHostLinks.clear();
}
