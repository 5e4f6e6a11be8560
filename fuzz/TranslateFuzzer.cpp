//===- TranslateFuzzer.cpp - Fuzz translateSource -------------------------===//
///
/// \file
/// libFuzzer target for the translator. The first byte of an input picks the
/// options, so they are fuzzed too; the rest is the source:
///   bit 0     launch style (chevron or hipLaunchKernelGGL)
///   bits 1-3  target HIP version (Versions below)
///   bit 4     AST facts from collectAstFacts against the mock CUDA headers
///   bit 5     file name `fuzz.cpp` instead of `fuzz.cu`
///   bit 6     no added HIP runtime include
/// Besides "no crash, no sanitizer report", each result must keep these
/// promises: valid UTF-8 stays valid UTF-8, findings point into the input,
/// no edit means the input unchanged, a translated .cu file includes the
/// HIP runtime (unless told not to), and a token-only translation is a fixed
/// point (translating its output again with the same options changes
/// nothing).
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Rewrite/TokenStream.h"
#include "cu2hip/Rewrite/Translate.h"
#include "cu2hip/Support/Version.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>

using namespace cu2hip;
using llvm::StringRef;

namespace {

const MappingTable &table() {
  static const MappingTable Table;
  return Table;
}

HipVersion targetVersion(unsigned Index) {
  const HipVersion Versions[8] = {
      HipVersion::floor(),          {5, 5}, {6, 0}, {6, 2}, {6, 4}, {7, 0},
      table().newestKnownVersion(), {99, 0}};
  return Versions[Index & 7];
}

[[noreturn]] void fail(StringRef What, StringRef Source, StringRef Text) {
  llvm::errs() << "invariant broken: " << What << "\n--- input ---\n"
               << Source << "\n--- output ---\n"
               << Text << "\n";
  std::abort();
}

bool isUtf8(StringRef S) {
  const auto *Begin = reinterpret_cast<const llvm::UTF8 *>(S.begin());
  return llvm::isLegalUTF8String(&Begin,
                                 reinterpret_cast<const llvm::UTF8 *>(S.end()));
}

/// A path Clang would read forever or block on (`/dev/zero`, `/dev/stdin`,
/// `/proc/self/fd/0`). The parse runs on the real file system, so an input
/// that names one is translated from its tokens only. Line splices are
/// removed first: `/de\<newline>v` is `/dev` to Clang.
bool namesSpecialFile(StringRef Source) {
  std::string Spliced;
  for (size_t I = 0; I < Source.size(); ++I) {
    if (Source[I] == '\\') {
      size_t J = Source.find_first_not_of(" \t\v\f", I + 1);
      if (J != StringRef::npos && (Source[J] == '\n' || Source[J] == '\r')) {
        I = J + (Source[J] == '\r' && J + 1 < Source.size() &&
                 Source[J + 1] == '\n');
        continue;
      }
    }
    Spliced += Source[I];
  }
  return StringRef(Spliced).contains("/dev") ||
         StringRef(Spliced).contains("/proc");
}

/// Whether \p Text has an `#include` directive of the HIP runtime header.
bool includesHipRuntime(StringRef Text) {
  std::string Buffer = Text.str(); // the lexer needs the NUL after it
  TokenStream T(Buffer);
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    StringRef Directive = T.directiveName(I);
    if (!T[I].is(clang::tok::hash) || T[I].Directive != static_cast<int>(I) ||
        (Directive != "include" && Directive != "include_next"))
      continue;
    StringRef Header =
        T.source().slice(T[I + 1].end(), T.endOfLine(T[I].Offset)).ltrim(" \t");
    if (Header.starts_with("<hip/hip_runtime.h>") ||
        Header.starts_with("\"hip/hip_runtime.h\""))
      return true;
  }
  return false;
}

void checkResult(StringRef Source, const TranslationResult &R) {
  if (isUtf8(Source) && !isUtf8(R.Text))
    fail("valid UTF-8 input gave invalid UTF-8 output", Source, R.Text);
  if (R.Replacements == 0 && R.Text != Source)
    fail("no replacement but the text changed", Source, R.Text);
  for (const Finding &F : R.Findings)
    if (F.Offset > Source.size() || F.Line == 0 || F.Column == 0)
      fail("finding '" + F.Message + "' outside the input", Source, R.Text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  unsigned Flags = Data[0];
  StringRef Source(reinterpret_cast<const char *>(Data + 1), Size - 1);

  TranslateOptions Options;
  Options.Launch =
      (Flags & 1) ? LaunchStyle::LaunchKernelGGL : LaunchStyle::Chevron;
  Options.Target = targetVersion(Flags >> 1);
  Options.AddRuntimeInclude = !(Flags & 64);
  bool UseAst = (Flags & 16) && !namesSpecialFile(Source);
  StringRef FileName = (Flags & 32) ? "fuzz.cpp" : "fuzz.cu";

  AstFacts Facts;
  if (UseAst) {
    FrontendOptions Frontend;
    Frontend.CudaPath = CU2HIP_FUZZ_MOCK_CUDA;
    Frontend.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
    Facts = collectAstFacts(FileName, Source, table(), Frontend);
  }
  TranslationResult R = translateSource(FileName, Source, table(), Options,
                                        UseAst ? &Facts : nullptr);
  checkResult(Source, R);
  if (R.Replacements > 0 && Options.AddRuntimeInclude &&
      FileName.ends_with(".cu") && !includesHipRuntime(R.Text))
    fail("a translated .cu file does not include the HIP runtime", Source,
         R.Text);

  // The AST can confirm names the tokens alone leave alone (and protect
  // names the user declares), so only a token-only result is a fixed point.
  if (!UseAst) {
    TranslationResult Again =
        translateSource(FileName, R.Text, table(), Options, nullptr);
    if (Again.Text != R.Text)
      fail("translating the output again changed it", R.Text, Again.Text);
  }
  return 0;
}
