//===- OutputText.cpp - Reports written whole or not at all ---------------===//
#include "OutputText.h"
#include "cu2hip/Support/OutputRoot.h"
#include "cu2hip/Support/TerminalText.h"
#include "llvm/Support/WithColor.h"

using namespace cu2hip;
using namespace llvm;

bool writeTextOutput(const std::string &Path,
                     function_ref<void(raw_ostream &)> Render) {
  std::string Text;
  raw_string_ostream OS(Text);
  Render(OS);
  // Atomic, and never through a link: DriverOptions::SideOutputs checked
  // before the run that cu2hip may write here.
  if (Error E = cu2hip::writeFileAtomically(Path, Text)) {
    WithColor::error(errs(), "cu2hip")
        << escapeForTerminal(toString(std::move(E))) << "\n";
    return false;
  }
  return true;
}

bool writeReports(
    const RunResult &Run, const ReportContext &Ctx,
    const std::vector<std::pair<std::string, ReportFormat>> &Reports) {
  if (Reports.empty())
    return true;
  ReportWriter Writer(Run, Ctx);
  bool Written = true;
  for (const auto &[Path, Format] : Reports)
    Written &= writeTextOutput(Path, [&, Format = Format](raw_ostream &OS) {
      Writer.write(Format, OS);
    });
  return Written;
}
