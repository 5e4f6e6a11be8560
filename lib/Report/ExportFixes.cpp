//===- ExportFixes.cpp - The findings' fixes for clang-apply-replacements -===//
///
/// \file
/// clang-tidy's --export-fixes YAML, so that the fixes cu2hip offers (and
/// never applies itself) can be reviewed and applied with the tool users
/// already have. The fixes are placed on the translated files: that is
/// where the hand work happens.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Report/Report.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cstdio>

using namespace cu2hip;

/// A YAML double-quoted scalar: the only style that keeps newlines and
/// every byte of a replacement as they are.
static std::string quoted(llvm::StringRef Text) {
  std::string Out = "\"";
  for (unsigned char C : Text) {
    switch (C) {
    case '"':
      Out += "\\\"";
      break;
    case '\\':
      Out += "\\\\";
      break;
    case '\n':
      Out += "\\n";
      break;
    case '\t':
      Out += "\\t";
      break;
    case '\r':
      Out += "\\r";
      break;
    default:
      if (C < 0x20 || C == 0x7f) {
        char Hex[8];
        snprintf(Hex, sizeof Hex, "\\x%02x", C);
        Out += Hex;
      } else {
        Out += static_cast<char>(C);
      }
    }
  }
  return Out + "\"";
}

static std::string absolute(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

void cu2hip::writeExportFixes(const RunResult &Run, llvm::raw_ostream &OS) {
  OS << ExportFixesSignature << "\n---\nMainSourceFile: \"\"\nDiagnostics:";
  bool Any = false;
  for (const FileResult &F : Run.Files) {
    // Fixes go on the file that was written (the input itself in place).
    std::string Target = F.Output.empty() ? F.Input : F.Output;
    if (Target.empty() || Target == "-" || F.Status != FileStatus::Translated)
      continue;
    std::string Path = quoted(absolute(Target));
    for (const Finding &Fd : F.Findings) {
      if (Fd.Fixes.empty())
        continue;
      Any = true;
      const DiagInfo &Info = diagInfo(Fd.Kind);
      OS << "\n  - DiagnosticName: " << quoted("cu2hip-" + Info.Id.str())
         << "\n    DiagnosticMessage:"
         << "\n      Message: " << quoted(Fd.Message)
         << "\n      FilePath: " << Path
         << "\n      FileOffset: " << Fd.Fixes.front().OutputOffset.value_or(0)
         << "\n      Replacements:";
      for (const FixIt &Fix : Fd.Fixes)
        OS << "\n        - FilePath: " << Path
           << "\n          Offset: " << Fix.OutputOffset.value_or(0)
           << "\n          Length: " << Fix.Length
           << "\n          ReplacementText: " << quoted(Fix.Text);
      OS << "\n    Level: "
         << (Info.Sev == Severity::Error     ? "Error"
             : Info.Sev == Severity::Warning ? "Warning"
                                             : "Remark");
    }
  }
  if (!Any)
    OS << " []";
  OS << "\n...\n";
}
