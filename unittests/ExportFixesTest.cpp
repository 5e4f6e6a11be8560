//===- ExportFixesTest.cpp - The --export-fixes YAML ----------------------===//
///
/// \file
/// The fixes file read back as clang-apply-replacements reads it, with
/// Clang's YAML traits: what matters is what that reader gets, whatever
/// the quoting.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Driver/ExportFixes.h"
#include "cu2hip/Report/Report.h"
#include "clang/Tooling/DiagnosticsYaml.h"
#include "gtest/gtest.h"

using namespace cu2hip;
namespace tooling = clang::tooling;

namespace {

FixIt fix(unsigned OutputOffset, unsigned Length, std::string Text) {
  FixIt F(/*Offset=*/OutputOffset / 2, Length, std::move(Text));
  F.OutputOffset = OutputOffset;
  return F;
}

FileResult translated(std::string Output) {
  FileResult F;
  F.Input = "src/k.cu";
  F.Output = std::move(Output);
  F.Status = FileStatus::Translated;
  return F;
}

tooling::TranslationUnitDiagnostics readBack(const RunResult &Run,
                                             std::string &Text) {
  llvm::raw_string_ostream OS(Text);
  writeExportFixes(Run, OS);
  tooling::TranslationUnitDiagnostics Doc;
  llvm::yaml::Input In(Text);
  In >> Doc;
  EXPECT_FALSE(In.error()) << Text;
  return Doc;
}

TEST(ExportFixesTest, ReplacementsReadBackByteForByte) {
  RunResult Run;
  FileResult F = translated("/work/out/./sub/../k.hip");
  Finding Lane(DiagKind::Wave64LaneMath, 10, 2, 3,
               "'x % 32' assumes \"32\" lanes: use 'warpSize'");
  // Given out of order: the file lists them by offset, the message stays at
  // the first fix the finding offers.
  Lane.Fixes = {fix(60, 2, "warpSize"),
                fix(7, 0, "#include <x>\n\t'\xc3\xa9' \\ \"q\"\r\x01")};
  F.Findings.push_back(Lane);
  F.Findings.emplace_back(DiagKind::ApiSemantics, 1, 1, 1, "no fix offered");
  Finding Note(DiagKind::InlinePtxTranslated, 3, 1, 4, "a note");
  Note.Fixes = {fix(90, 1, "")};
  F.Findings.push_back(Note);
  Run.Files.push_back(F);

  std::string Text;
  tooling::TranslationUnitDiagnostics Doc = readBack(Run, Text);
  EXPECT_EQ(llvm::StringRef(Text).split('\n').first, ExportFixesSignature);
  EXPECT_EQ(Doc.MainSourceFile, "");
  ASSERT_EQ(Doc.Diagnostics.size(), 2u);

  const tooling::Diagnostic &D = Doc.Diagnostics[0];
  EXPECT_EQ(D.DiagnosticName, "cu2hip-wave64-lane-math");
  EXPECT_EQ(D.DiagLevel, tooling::Diagnostic::Warning);
  EXPECT_EQ(D.Message.Message, "'x % 32' assumes \"32\" lanes: use 'warpSize'");
  EXPECT_EQ(D.Message.FilePath, "/work/out/k.hip");
  EXPECT_EQ(D.Message.FileOffset, 60u);
  ASSERT_EQ(D.Message.Fix.size(), 1u);
  const tooling::Replacements &Fixes = D.Message.Fix.begin()->second;
  ASSERT_EQ(Fixes.size(), 2u);
  auto It = Fixes.begin();
  EXPECT_EQ(It->getFilePath(), "/work/out/k.hip");
  EXPECT_EQ(It->getOffset(), 7u);
  EXPECT_EQ(It->getLength(), 0u);
  EXPECT_EQ(It->getReplacementText(),
            "#include <x>\n\t'\xc3\xa9' \\ \"q\"\r\x01");
  ++It;
  EXPECT_EQ(It->getOffset(), 60u);
  EXPECT_EQ(It->getLength(), 2u);
  EXPECT_EQ(It->getReplacementText(), "warpSize");

  // clang-tidy has no note level: a note is a remark.
  const tooling::Diagnostic &R = Doc.Diagnostics[1];
  EXPECT_EQ(R.DiagnosticName, "cu2hip-inline-ptx-translated");
  EXPECT_EQ(R.DiagLevel, tooling::Diagnostic::Remark);
  ASSERT_EQ(R.Message.Fix.begin()->second.size(), 1u);
  EXPECT_EQ(R.Message.Fix.begin()->second.begin()->getReplacementText(), "");
}

TEST(ExportFixesTest, OnlyWrittenTranslationsGetFixes) {
  Finding Lane(DiagKind::Wave64LaneMath, 10, 2, 3, "m");
  Lane.Fixes = {fix(4, 2, "warpSize")};
  RunResult Run;
  for (const char *Output : {"-", ""}) {
    FileResult F = translated(Output);
    if (F.Output.empty())
      F.Input = "";
    F.Findings.push_back(Lane);
    Run.Files.push_back(F);
  }
  FileResult Copied = translated("/out/copied.h");
  Copied.Status = FileStatus::Copied;
  Copied.Findings.push_back(Lane);
  Run.Files.push_back(Copied);

  std::string Text;
  tooling::TranslationUnitDiagnostics Doc = readBack(Run, Text);
  EXPECT_TRUE(Doc.Diagnostics.empty());
  EXPECT_EQ(llvm::StringRef(Text).split('\n').first, ExportFixesSignature);
}

} // namespace
