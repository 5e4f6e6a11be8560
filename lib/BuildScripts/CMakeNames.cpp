//===- CMakeNames.cpp - CUDA names in CMake arguments ---------------------===//
///
/// \file
/// Variables, properties and compile features are renamed wherever they
/// appear; languages and compiler ids inside generator expressions; CUDA
/// imported targets and FindCUDA's library variables become ROCm targets.
///
//===----------------------------------------------------------------------===//
#include "CMakeMigrator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using llvm::StringRef;

/// Variables, properties and compile features, wherever they appear:
/// `set(CMAKE_CUDA_STANDARD 17)`, `"${CMAKE_CUDA_FLAGS} ..."`.
void CMakeMigrator::migrateWords(const CMakeArg &A) {
  StringRef Text = A.Content;
  for (size_t I = 0; I < Text.size();) {
    if (!isCMakeIdentChar(Text[I])) {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && isCMakeIdentChar(Text[J]))
      ++J;
    StringRef Word = Text.slice(I, J);
    size_t At = I;
    I = J;
    if (const CMakeName *Row = Ctx.Index.cmakeWord(Word)) {
      Ctx.UsesCuda = true;
      unsigned Offset = A.ContentOffset + At;
      if (Row->Status == BuildStatus::Unsupported) {
        Ctx.report(Offset, "'" + Word + "' left as is: " + Row->Reason, Word);
        continue;
      }
      replaceIn(A, At, Word.size(), Row->Hip);
      if (Row->Status == BuildStatus::Attention)
        Ctx.report(Offset,
                   "'" + Word + "' changed to '" + Row->Hip +
                       "': " + Row->Reason,
                   Word);
    } else if (Word.starts_with("CMAKE_CUDA_") ||
               Word.starts_with("CUDAToolkit_")) {
      Ctx.UsesCuda = true;
      Ctx.report(A.ContentOffset + At,
                 "'" + Word + "' is not in the build-system tables; left as is",
                 Word);
    }
  }
}

/// `$<COMPILE_LANGUAGE:CUDA>`, `$<COMPILE_LANG_AND_ID:CUDA,NVIDIA>`,
/// `$<CUDA_COMPILER_ID:NVIDIA>`.
void CMakeMigrator::migrateGenex(const CMakeArg &A) {
  StringRef Text = A.Content;
  for (size_t At = Text.find("$<"); At != StringRef::npos;
       At = Text.find("$<", At + 2)) {
    StringRef Rest = Text.substr(At + 2);
    size_t Colon = Rest.find_first_of(":>");
    if (Colon == StringRef::npos || Rest[Colon] != ':')
      continue;
    StringRef Kind = Rest.take_front(Colon);
    bool LanguageFirst =
        Kind == "COMPILE_LANG_AND_ID" || Kind == "LINK_LANG_AND_ID";
    bool AllLanguages = Kind == "COMPILE_LANGUAGE" || Kind == "LINK_LANGUAGE";
    bool IdsOnly = Kind == "CUDA_COMPILER_ID";
    if (Kind == "CUDA_COMPILER_ID" || Kind == "CUDA_COMPILER_VERSION") {
      Ctx.UsesCuda = true;
      replaceIn(A, At + 2, 4, "HIP");
      if (Kind == "CUDA_COMPILER_VERSION")
        Ctx.report(A.ContentOffset + At,
                   "'$<CUDA_COMPILER_VERSION>' changed to "
                   "'$<HIP_COMPILER_VERSION>', which is clang's version: "
                   "the versions it is compared with need new numbers",
                   "CUDA_COMPILER_VERSION");
    }
    if (!LanguageFirst && !AllLanguages && !IdsOnly)
      continue;
    size_t ListBegin = At + 2 + Colon + 1;
    size_t ListEnd = Text.find('>', ListBegin);
    if (ListEnd == StringRef::npos)
      continue;
    llvm::SmallVector<StringRef, 4> Items;
    Text.slice(ListBegin, ListEnd).split(Items, ',');
    size_t Pos = ListBegin;
    for (size_t I = 0; I < Items.size(); Pos += Items[I].size() + 1, ++I) {
      bool IsLanguage = AllLanguages || (LanguageFirst && I == 0);
      const CMakeName *Row =
          Ctx.Index.cmake(Items[I], IsLanguage ? CMakeNameKind::Language
                                               : CMakeNameKind::CompilerId);
      if (!Row)
        continue;
      Ctx.UsesCuda = true;
      replaceIn(A, Pos, Items[I].size(), Row->Hip);
    }
  }
}

/// CUDA::cublas, FindCUDA's ${CUDA_CUBLAS_LIBRARIES} and, among the
/// libraries a command links, a plain `cublas` become the ROCm targets; the
/// same target twice in one command is written once.
void CMakeMigrator::migrateTargets(const CMakeCommand &C) {
  llvm::StringSet<> Written;
  for (const CMakeArg &A : C.Args)
    Written.insert(A.Content);
  // The libraries of target_link_libraries(<target> ...), link_libraries().
  size_t FirstLinked = C.Name.equals_insensitive("target_link_libraries") ? 1
                       : C.Name.equals_insensitive("link_libraries")
                           ? 0
                           : C.Args.size();
  for (size_t ArgAt = 0; ArgAt < C.Args.size(); ++ArgAt) {
    const CMakeArg &A = C.Args[ArgAt];
    if (A.Kind == CMakeArg::Paren)
      continue;
    StringRef Text = A.Content;
    for (size_t I = 0; I < Text.size(); ++I) {
      const CudaLibrary *Lib = nullptr;
      size_t Len = 0;
      bool Plain = false;
      if (I == 0 && ArgAt >= FirstLinked && A.Kind == CMakeArg::Unquoted &&
          (Lib = Ctx.Index.libraryByLink(Text))) {
        // A plain name needed no find in CUDA; its package's is written.
        Len = Text.size();
        Plain = true;
      } else if (Text.substr(I).starts_with("CUDA::") &&
                 (I == 0 || !isCMakeIdentChar(Text[I - 1]))) {
        Len = 6;
        while (I + Len < Text.size() && isCMakeIdentChar(Text[I + Len]))
          ++Len;
        Lib = Ctx.Index.libraryByTarget(Text.substr(I, Len));
        if (!Lib) {
          Ctx.UsesCuda = true;
          Ctx.report(A.ContentOffset + I,
                     "'" + Text.substr(I, Len) +
                         "' is not in the build-system tables; left as is",
                     Text.substr(I, Len));
        }
      } else if (Text.substr(I).starts_with("${")) {
        size_t Close = Text.find('}', I);
        if (Close == StringRef::npos)
          break;
        Lib = Ctx.Index.libraryByFindCudaVariable(Text.slice(I + 2, Close));
        Len = Close + 1 - I;
      }
      if (!Lib)
        continue;
      Ctx.UsesCuda = true;
      StringRef Spelled = Text.substr(I, Len);
      bool WholeArg = Len == Text.size();
      unsigned Offset = A.ContentOffset + I;
      switch (Lib->Status) {
      case BuildStatus::Unsupported:
        Ctx.report(Offset, "'" + Spelled + "' left as is: " + Lib->Reason,
                   Lib->Cuda);
        break;
      case BuildStatus::Drop:
        if (WholeArg)
          removeArg(A);
        else
          replaceIn(A, I, Len, "");
        break;
      case BuildStatus::Attention:
      case BuildStatus::Supported: {
        const RocmPackage *P = Ctx.Index.packageFor(
            Lib->Package, Ctx.Options.Target, Ctx.Options.Roc);
        if (!P)
          break;
        if (Plain && P->Target == Ctx.Index.package("hip")->Target)
          needHipRuntime(C);
        needPackage(P->Package, C);
        if (WholeArg && !Written.insert(P->Target).second)
          removeArg(A);
        else
          replaceIn(A, I, Len, P->Target);
        if (Lib->Status == BuildStatus::Attention)
          Ctx.report(Offset,
                     "'" + Spelled + "' changed to '" + P->Target +
                         "': " + Lib->Reason,
                     Lib->Cuda);
        break;
      }
      }
      I += Len - 1;
    }
  }
}
