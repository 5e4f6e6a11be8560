//===- BuildScriptFuzzer.cpp - Fuzz the CMake and Make migrators ----------===//
///
/// \file
/// libFuzzer target for migrateBuildScript. The first byte of an input
/// picks the options; the rest is the script:
///   bit 0     Makefile (else CMake)
///   bits 1-2  offload targets: gfx90a; gfx90a and gfx942; gfx1100; three
///             (never none: cu2hip always names one)
///   bit 3     target HIP version: the oldest cu2hip knows, else the newest
/// Besides "no crash, no sanitizer report", each result must keep the
/// promises of BuildScripts.h and docs/architecture.md: a script with
/// nothing of CUDA's comes back unchanged, with no replacement and no
/// finding; no replacement means no change; valid UTF-8 stays valid UTF-8;
/// findings point into the input (offset, line and column agree) and come
/// in order; migrating is deterministic; and migrating a migrated script
/// changes nothing.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/BuildScripts/BuildScripts.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Rewrite/Translate.h"
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

[[noreturn]] void fail(const llvm::Twine &What, StringRef Input,
                       StringRef Output) {
  llvm::errs() << "invariant broken: " << What << "\n--- input ---\n"
               << Input << "\n--- output ---\n"
               << Output << "\n";
  std::abort();
}

bool isUtf8(StringRef S) {
  const auto *Begin = reinterpret_cast<const llvm::UTF8 *>(S.begin());
  return llvm::isLegalUTF8String(&Begin,
                                 reinterpret_cast<const llvm::UTF8 *>(S.end()));
}

void checkResult(StringRef Input, const MigratedBuildScript &R) {
  if (!R.UsesCuda &&
      (R.Text != Input || R.Replacements != 0 || !R.Findings.empty()))
    fail("a script without CUDA was changed or reported", Input, R.Text);
  if (R.Replacements == 0 && R.Text != Input)
    fail("no replacement but the text changed", Input, R.Text);
  if (isUtf8(Input) && !isUtf8(R.Text))
    fail("valid UTF-8 input gave invalid UTF-8 output", Input, R.Text);
  unsigned Previous = 0;
  for (const Finding &F : R.Findings) {
    if (F.Offset > Input.size() || F.Message.empty())
      fail("finding '" + F.Message + "' outside the input", Input, R.Text);
    auto [Line, Column] = lineAndColumn(Input, F.Offset);
    if (F.Line != Line || F.Column != Column)
      fail("finding '" + F.Message + "' at " + llvm::Twine(F.Line) + ":" +
               llvm::Twine(F.Column) + ", its offset is at " +
               llvm::Twine(Line) + ":" + llvm::Twine(Column),
           Input, R.Text);
    if (F.Offset < Previous)
      fail("findings out of order", Input, R.Text);
    Previous = F.Offset;
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  unsigned Flags = Data[0];
  StringRef Script(reinterpret_cast<const char *>(Data + 1), Size - 1);

  BuildScriptKind Kind =
      (Flags & 1) ? BuildScriptKind::Makefile : BuildScriptKind::CMake;
  StringRef Path =
      Kind == BuildScriptKind::Makefile ? "Makefile" : "CMakeLists.txt";
  BuildScriptOptions Options;
  switch ((Flags >> 1) & 3) {
  case 0:
    Options.OffloadArchs = {"gfx90a"};
    break;
  case 1:
    Options.OffloadArchs = {"gfx90a", "gfx942"};
    break;
  case 2:
    Options.OffloadArchs = {"gfx1100"};
    break;
  case 3:
    Options.OffloadArchs = {"gfx908", "gfx90a", "gfx1100"};
    break;
  }
  Options.Target =
      (Flags & 8) ? table().newestKnownVersion() : HipVersion::floor();

  MigratedBuildScript R =
      migrateBuildScript(Kind, Path, Script, table(), Options);
  checkResult(Script, R);
  MigratedBuildScript Same =
      migrateBuildScript(Kind, Path, Script, table(), Options);
  if (Same.Text != R.Text || Same.Findings.size() != R.Findings.size() ||
      Same.Replacements != R.Replacements)
    fail("migrating twice gave two results", R.Text, Same.Text);

  MigratedBuildScript Again =
      migrateBuildScript(Kind, Path, R.Text, table(), Options);
  if (Again.Text != R.Text)
    fail("migrating the migrated script changed it", R.Text, Again.Text);
  return 0;
}
