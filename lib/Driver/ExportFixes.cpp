//===- ExportFixes.cpp - The findings' fixes for clang-apply-replacements -===//
///
/// \file
/// clang-tidy's --export-fixes YAML, so that the fixes cu2hip offers (and
/// never applies itself) can be reviewed and applied with the tool users
/// already have. The fixes are placed on the translated files: that is
/// where the hand work happens.
///
/// The findings become Clang's own tooling::Diagnostic and Replacement
/// values, written by Clang's YAML traits (DiagnosticsYaml.h): the file is
/// then the document clang-apply-replacements reads by construction, with
/// Clang's quoting of every byte of a replacement.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Driver/ExportFixes.h"
#include "clang/Tooling/DiagnosticsYaml.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/YAMLTraits.h"

using namespace cu2hip;
namespace tooling = clang::tooling;

static std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

/// clang-tidy has no note level for a diagnostic of its own: a note that
/// offers a fix is a remark.
static tooling::Diagnostic::Level levelOf(Severity S) {
  switch (S) {
  case Severity::Error:
    return tooling::Diagnostic::Error;
  case Severity::Warning:
    return tooling::Diagnostic::Warning;
  case Severity::Note:
    return tooling::Diagnostic::Remark;
  }
  llvm_unreachable("covered switch");
}

/// \p Fd, which offers fixes, as clang-tidy reports a check's finding: at
/// its first fix in the translated file \p Path, with every fix on it.
static tooling::Diagnostic diagnosticOf(const Finding &Fd,
                                        llvm::StringRef Path) {
  const DiagInfo &Info = diagInfo(Fd.Kind);
  tooling::DiagnosticMessage Message(Fd.Message);
  Message.FilePath = Path.str();
  // Translate.cpp drops the fixes whose text the translation changed: each
  // one left has its offset in the output.
  Message.FileOffset = Fd.Fixes.front().OutputOffset.value_or(0);
  tooling::Replacements &OnFile = Message.Fix[Path];
  for (const FixIt &Fix : Fd.Fixes)
    // A fix that conflicts with an earlier one of the finding is left out:
    // clang-apply-replacements, reading the set back, would drop it too.
    llvm::consumeError(OnFile.add(tooling::Replacement(
        Path, Fix.OutputOffset.value_or(0), Fix.Length, Fix.Text)));
  return tooling::Diagnostic(("cu2hip-" + Info.Id).str(), Message,
                             /*Notes=*/{}, levelOf(Info.Sev),
                             /*BuildDirectory=*/"");
}

void cu2hip::writeExportFixes(const RunResult &Run, llvm::raw_ostream &OS) {
  tooling::TranslationUnitDiagnostics Doc;
  for (const FileResult &F : Run.Files) {
    // Fixes go on the file that was written (the input itself in place).
    std::string Target = F.Output.empty() ? F.Input : F.Output;
    if (Target.empty() || Target == "-" || F.Status != FileStatus::Translated)
      continue;
    std::string Path = absolute(Target);
    for (const Finding &Fd : F.Findings)
      if (!Fd.Fixes.empty())
        Doc.Diagnostics.push_back(diagnosticOf(Fd, Path));
  }
  // The signature before the document marks the file as cu2hip's
  // (DriverOptions::SideOutputs); YAML reads it as a comment.
  OS << ExportFixesSignature << "\n";
  llvm::yaml::Output YOut(OS);
  YOut << Doc;
}
