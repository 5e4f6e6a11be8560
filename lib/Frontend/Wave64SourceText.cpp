//===- Wave64SourceText.cpp - Quoting the user's source in findings -------===//
///
/// \file
/// Wave64 messages quote the code they are about as the user wrote it (a
/// macro's use, not its expansion), on one line, and show the replacement
/// applied to that quote: a message says what to write even where no fix
/// is offered.
///
//===----------------------------------------------------------------------===//
#include "Wave64Internal.h"

using namespace cu2hip;
using namespace cu2hip::wave64;
using namespace clang;
using llvm::StringRef;

SourceRange Wave64Checker::fileRange(SourceRange R) {
  SourceLocation B = SM.getFileLoc(R.getBegin());
  SourceLocation E = SM.getFileLoc(R.getEnd());
  return {B, E};
}

std::string Wave64Checker::quote(const Stmt *S) {
  StringRef Text = Unit.spelling(fileRange(S->getSourceRange()));
  if (!Text.empty())
    return collapseSpaces(Text);
  std::string Printed;
  llvm::raw_string_ostream OS(Printed);
  S->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
  return Printed;
}

std::string Wave64Checker::quote(SourceRange R) {
  return collapseSpaces(Unit.spelling(fileRange(R)));
}

std::string Wave64Checker::collapseSpaces(StringRef Text) {
  std::string Out;
  bool Space = false;
  for (char C : Text) {
    if (C == '\n' || C == '\r' || C == '\t' || C == ' ') {
      Space = true;
      continue;
    }
    if (Space && !Out.empty())
      Out += ' ';
    Space = false;
    Out += C;
  }
  return Out;
}

std::optional<std::string> Wave64Checker::rewritten(
    const Stmt *Whole,
    llvm::ArrayRef<std::pair<SourceRange, StringRef>> Parts) {
  SourceRange WholeR = fileRange(Whole->getSourceRange());
  StringRef WholeText = Unit.spelling(WholeR);
  if (WholeText.empty())
    return std::nullopt;
  unsigned WholeAt = SM.getFileOffset(WholeR.getBegin());
  // From the last part to the first, so earlier offsets stay valid.
  llvm::SmallVector<std::pair<unsigned, std::pair<unsigned, StringRef>>, 2>
      Edits;
  for (auto [Part, New] : Parts) {
    Part = fileRange(Part);
    StringRef PartText = Unit.spelling(Part);
    unsigned PartAt = SM.getFileOffset(Part.getBegin());
    if (PartText.empty() ||
        SM.getFileID(WholeR.getBegin()) != SM.getFileID(Part.getBegin()) ||
        PartAt < WholeAt ||
        PartAt - WholeAt + PartText.size() > WholeText.size())
      return std::nullopt;
    Edits.push_back({PartAt - WholeAt, {unsigned(PartText.size()), New}});
  }
  llvm::sort(Edits,
             [](const auto &A, const auto &B) { return A.first > B.first; });
  std::string Out = WholeText.str();
  for (const auto &[At, Edit] : Edits)
    Out.replace(At, Edit.first, Edit.second.str());
  return collapseSpaces(Out);
}

std::optional<std::string> Wave64Checker::rewritten(const Stmt *Whole,
                                                    SourceRange Part,
                                                    StringRef NewText) {
  return rewritten(Whole, {{Part, NewText}});
}

std::vector<FixIt> Wave64Checker::fixes(SourceRange R, StringRef Text) {
  std::vector<FixIt> Out;
  if (std::optional<FixIt> F = Unit.fixFor(R, Text))
    Out.push_back(std::move(*F));
  return Out;
}

unsigned Wave64Checker::lineOf(SourceLocation Loc) {
  return SM.getPresumedLineNumber(SM.getFileLoc(Loc));
}
