//===- Depfile.cpp - Dependency files Make and Ninja read alike -----------===//
///
/// \file
/// What each tool reads, found with GNU Make 4.3 and Ninja 1.11 (and
/// checked with both by test/continuous/depfile-paths.test):
/// - both: `\ ` is a space, `\#` a `#`, `$$` a `$`, `\:` a `:` inside a
///   path; a backslash before any other character stays a backslash;
/// - Ninja ends a path at any byte outside `[A-Za-z0-9+,/_:.~()}{%=@[]!-]`
///   and 0x80-0xFF that is not escaped as above (quotes, `;`, `|`, `&`,
///   `*`, `?`, tabs...), and reads `\:` before a blank as a `\` and the
///   rule's colon; it keeps the backslash of `\%` and `\=`;
/// - Make expands `*`, `?` and `[` as wildcards, a leading `~` as a home
///   folder, reads `a(b)` (a word ending in `)`) as an archive member, a
///   target holding `%` as a pattern rule, a `=` as a variable assignment,
///   and a newline as the end of the rule; `\#` after a backslash differs
///   from Ninja's reading.
/// So a path holding one of those is refused rather than misread.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Support/Depfile.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// Bytes both tools read as themselves, wherever they stand.
bool isPlain(unsigned char C) {
  return llvm::isAlnum(C) || C >= 0x80 ||
         StringRef("+,/_.-!@{}]()%~").contains(C);
}

/// Bytes written with an escape both tools undo.
bool isEscaped(char C) { return C == ' ' || C == '#' || C == ':' || C == '$'; }

std::string named(unsigned char C) {
  switch (C) {
  case '\n':
    return "a newline";
  case '\r':
    return "a carriage return";
  case '\t':
    return "a tab";
  default:
    break;
  }
  if (C < 0x20 || C == 0x7f)
    return "a control character (0x" + llvm::utohexstr(C, /*LowerCase=*/true) +
           ")";
  return "'" + std::string(1, C) + "'";
}

} // namespace

std::optional<std::string> cu2hip::whyNotInDepfile(StringRef Path,
                                                   bool IsTarget) {
  if (Path.empty())
    return std::string("is empty");
  if (Path.front() == '~')
    return std::string("starts with '~', which Make reads as a home folder");
  if (Path.back() == ')') // `lib(member)`, or the end of a group of them
    return std::string(
        "ends in ')', which Make reads as a member of an archive");
  if (Path.back() == ' ')
    return std::string("ends in a space, which Make drops");
  if (Path.back() == ':')
    return std::string("ends in ':', which Ninja reads as the rule's colon");
  for (size_t I = 0; I < Path.size(); ++I) {
    unsigned char C = Path[I];
    if (C == '%' && IsTarget)
      return std::string(
          "holds '%', which Make reads in a target as a pattern");
    if (isPlain(C) || isEscaped(C))
      continue;
    if (C == '\\') {
      if (I + 1 == Path.size())
        return std::string(
            "ends in '\\', which Make and Ninja read as a line continuation");
      unsigned char Next = Path[I + 1];
      if (isPlain(Next) || Next == '\\')
        continue;
      return "holds '\\' before " + named(Next) +
             ", which Make and Ninja unescape differently";
    }
    if (C == '\n')
      return "holds " + named(C) +
             ", which ends a rule in Make and a path in Ninja";
    if (C == '\t' || C == '\r')
      return "holds " + named(C) +
             ", which Make and Ninja read as a blank between two paths";
    if (C < 0x20 || C == 0x7f)
      return "holds " + named(C) + ", which cu2hip keeps out of build files";
    if (C == '*' || C == '?' || C == '[')
      return "holds " + named(C) + ", which Make expands as a wildcard";
    if (C == '=')
      return std::string(
          "holds '=', which Make reads as a variable assignment");
    return "holds " + named(C) + ", which ends a path in Ninja";
  }
  return std::nullopt;
}

std::string cu2hip::escapeForDepfile(StringRef Path) {
  std::string Out;
  for (char C : Path) {
    if (C == '$')
      Out += '$';
    else if (isEscaped(C))
      Out += '\\';
    Out += C;
  }
  return Out;
}

llvm::Expected<std::string>
cu2hip::renderDepfile(StringRef Target,
                      llvm::ArrayRef<std::string> Prerequisites) {
  auto Check = [](StringRef Path, bool IsTarget) -> llvm::Error {
    std::optional<std::string> Why = whyNotInDepfile(Path, IsTarget);
    if (!Why)
      return llvm::Error::success();
    std::string Shown;
    llvm::raw_string_ostream OS(Shown);
    llvm::printEscapedString(Path, OS);
    return llvm::createStringError(
        "'" + Shown + "' cannot be named in a depfile: it " + *Why);
  };
  if (llvm::Error E = Check(Target, /*IsTarget=*/true))
    return std::move(E);
  std::string Text = escapeForDepfile(Target) + ":";
  for (const std::string &P : Prerequisites) {
    if (llvm::Error E = Check(P, /*IsTarget=*/false))
      return std::move(E);
    Text += " \\\n  " + escapeForDepfile(P);
  }
  Text += "\n";
  return Text;
}
