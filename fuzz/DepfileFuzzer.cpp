//===- DepfileFuzzer.cpp - Fuzz the depfile writer ------------------------===//
///
/// \file
/// libFuzzer target for renderDepfile, the writer of a build action's
/// `--depfile`. The input is paths separated by NUL bytes: the first is the
/// rule's target, the rest its prerequisites. Besides "no crash, no
/// sanitizer report":
/// - a depfile written is read back, by a model of Ninja's depfile lexer
///   and by a model of GNU Make's reading of a rule, as exactly the target
///   and the prerequisites given, in order;
/// - a refusal names the path and why, and comes only for a path that
///   whyNotInDepfile refuses; a path of letters, digits and `/._-` that
///   starts with none of `~`, and ends in neither `)` nor `:`, is never
///   refused.
/// The models are written from the tools' rules (ninja's
/// src/depfile_parser.in.cc, GNU Make's read.c), not from the writer's;
/// test/continuous/depfile-paths.test checks the same paths with the real
/// tools.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Support/Depfile.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

using namespace cu2hip;
using llvm::StringRef;

namespace {

struct Rule {
  std::vector<std::string> Targets, Prerequisites;
};

[[noreturn]] void fail(const llvm::Twine &What, llvm::ArrayRef<std::string> In,
                       StringRef Text) {
  llvm::errs() << "invariant broken: " << What << "\n--- paths ---\n";
  for (const std::string &P : In) {
    llvm::errs() << "'";
    llvm::printEscapedString(P, llvm::errs());
    llvm::errs() << "'\n";
  }
  llvm::errs() << "--- depfile ---\n" << Text << "\n";
  std::abort();
}

bool isNinjaPlain(unsigned char C) {
  return llvm::isAlnum(C) || C >= 0x80 ||
         StringRef("+,/_:.~()}{%=@[]!-").contains(C);
}

/// Ninja's depfile lexer (1.11): one path at a time, `\ `, `\#`, `\:` and
/// `$$` undone, a run of backslashes before anything else kept, and a
/// path ending at any other byte.
Rule readAsNinja(StringRef Text) {
  Rule R;
  bool ParsingTargets = true;
  size_t I = 0, End = Text.size();
  while (I < End) {
    std::string Name;
    bool Newline = false;
    for (;;) {
      if (I >= End)
        break;
      unsigned char C = Text[I];
      if (C == '\\') {
        size_t K = 0;
        while (I + K < End && Text[I + K] == '\\')
          ++K;
        char After = I + K < End ? Text[I + K] : '\0';
        if (After == ' ') {
          I += K + 1;
          if (K % 2 == 1) { // 2N+1 backslashes and a space: N and a space
            Name.append(K / 2, '\\');
            Name += ' ';
            continue;
          }
          Name.append(K, '\\'); // 2N: 2N, and the path ends
          break;
        }
        if (After == '#') {
          Name.append(K - 1, '\\');
          Name += '#';
          I += K + 1;
          continue;
        }
        if (After == ':') {
          char Next = I + K + 1 < End ? Text[I + K + 1] : '\0';
          if (Next == '\0' || Next == ' ' || Next == '\r' || Next == '\n' ||
              Next == '\t')
            Name.append(K, '\\'); // a `:` that ends a target
          else
            Name.append(K - 1, '\\');
          Name += ':';
          I += K + 1;
          continue;
        }
        if (After == '\n' && K == 1) { // a line continuation
          I += 2;
          break;
        }
        if (After == '\0' || After == '\r' || After == '\n') {
          Name.append(K, '\\');
          I += K;
          continue;
        }
        Name.append(K, '\\');
        Name += After;
        I += K + 1;
        continue;
      }
      if (C == '$' && I + 1 < End && Text[I + 1] == '$') {
        Name += '$';
        I += 2;
        continue;
      }
      if (isNinjaPlain(C)) {
        Name += C;
        ++I;
        continue;
      }
      if (C == '\n' || (C == '\r' && I + 1 < End && Text[I + 1] == '\n')) {
        I += C == '\r' ? 2 : 1;
        Newline = true;
        break;
      }
      ++I; // any other byte ends the path, and is dropped
      break;
    }
    bool IsDependency = !ParsingTargets;
    if (!Name.empty() && Name.back() == ':') {
      Name.pop_back();
      ParsingTargets = false;
    }
    if (!Name.empty())
      (IsDependency ? R.Prerequisites : R.Targets).push_back(Name);
    if (Newline)
      ParsingTargets = true;
  }
  return R;
}

/// GNU Make's reading of a depfile of one rule, or why it reads something
/// else than paths (a variable, a wildcard, an archive member...).
std::optional<Rule> readAsMake(StringRef Text, std::string &Why) {
  // Lines joined: a backslash-newline and the blanks around it are one
  // space; a newline ends the rule (the one written ends the file).
  std::string Line;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\\' && I + 1 < Text.size() && Text[I + 1] == '\n') {
      while (!Line.empty() && Line.back() == ' ')
        Line.pop_back();
      Line += ' ';
      ++I;
      while (I + 1 < Text.size() && Text[I + 1] == ' ')
        ++I;
      continue;
    }
    if (Text[I] == '\n') {
      if (I + 1 != Text.size()) {
        Why = "a newline before the end";
        return std::nullopt;
      }
      break;
    }
    Line += Text[I];
  }
  // Words, with `\ `, `\#`, `\:` undone; an unescaped `#` starts a comment,
  // `$$` is a `$`, and another `$` a variable.
  Rule R;
  bool SeenColon = false;
  std::string Word;
  bool InWord = false;
  std::vector<std::string> Raw; // as written, for the archive checks
  std::string RawWord;
  auto EndWord = [&] {
    if (!InWord)
      return;
    (SeenColon ? R.Prerequisites : R.Targets).push_back(Word);
    Raw.push_back(RawWord);
    Word.clear();
    RawWord.clear();
    InWord = false;
  };
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    char Next = I + 1 < Line.size() ? Line[I + 1] : '\0';
    if (C == '\\' && (Next == ' ' || Next == '#' || Next == ':')) {
      Word += Next;
      RawWord += C;
      RawWord += Next;
      InWord = true;
      ++I;
      continue;
    }
    if (C == '$') {
      if (Next != '$') {
        Why = "a variable reference";
        return std::nullopt;
      }
      Word += '$';
      RawWord += "$$";
      InWord = true;
      ++I;
      continue;
    }
    if (C == '#')
      break;
    if (C == ' ' || C == '\t') {
      EndWord();
      continue;
    }
    if (C == ':' && !SeenColon) {
      EndWord();
      SeenColon = true;
      continue;
    }
    if (C == ':' || C == '=' || C == ';' || C == '|') {
      Why = std::string("an unescaped '") + C + "'";
      return std::nullopt;
    }
    Word += C;
    RawWord += C;
    InWord = true;
  }
  EndWord();
  if (!SeenColon) {
    Why = "no rule";
    return std::nullopt;
  }
  // What Make does to a word afterwards: wildcards, `~`, archive members
  // (`lib(m)`, or a group `lib(a b)` that some later word closes), and a
  // target with `%` is a pattern rule.
  auto Check = [&](StringRef W, bool IsTarget) {
    if (W.find_first_of("*?[") != StringRef::npos)
      Why = "a wildcard";
    else if (W.starts_with("~"))
      Why = "a home folder";
    else if (W.ends_with(")") && W.find('(') != StringRef::npos &&
             !W.starts_with("("))
      Why = "an archive member";
    else if (IsTarget && W.contains('%'))
      Why = "a pattern";
    return Why.empty();
  };
  for (const std::string &T : R.Targets)
    if (!Check(T, true))
      return std::nullopt;
  for (const std::string &P : R.Prerequisites)
    if (!Check(P, false))
      return std::nullopt;
  // A group: Make looks for its `)` in the words that follow as split at
  // every blank, escaped or not.
  llvm::SmallVector<StringRef, 16> Pieces;
  StringRef(Line).split(Pieces, ' ', -1, /*KeepEmpty=*/false);
  bool AnyOpen = llvm::any_of(
      Raw, [](const std::string &W) { return StringRef(W).contains('('); });
  if (AnyOpen &&
      llvm::any_of(Pieces, [](StringRef P) { return P.ends_with(")"); })) {
    Why = "an archive group";
    return std::nullopt;
  }
  return R;
}

bool isOrdinary(StringRef P) {
  if (P.empty() || P.front() == '~')
    return false;
  for (unsigned char C : P)
    if (!llvm::isAlnum(C) && !StringRef("/._-").contains(C))
      return false;
  return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Input(reinterpret_cast<const char *>(Data), Size);
  llvm::SmallVector<StringRef, 8> Parts;
  Input.split(Parts, '\0');
  std::vector<std::string> Paths(Parts.begin(), Parts.end());
  std::string Target = Paths.front();
  std::vector<std::string> Prerequisites(Paths.begin() + 1, Paths.end());

  llvm::Expected<std::string> Text = renderDepfile(Target, Prerequisites);
  if (!Text) {
    std::string Message = llvm::toString(Text.takeError());
    if (!StringRef(Message).contains("cannot be named in a depfile"))
      fail("a refusal that does not say why: " + Message, Paths, "");
    bool Refusable = whyNotInDepfile(Target, true).has_value();
    for (const std::string &P : Prerequisites)
      Refusable |= whyNotInDepfile(P, false).has_value();
    if (!Refusable)
      fail("refused though every path is accepted", Paths, Message);
    bool AllOrdinary = isOrdinary(Target);
    for (const std::string &P : Prerequisites)
      AllOrdinary &= isOrdinary(P);
    if (AllOrdinary)
      fail("an ordinary path refused: " + Message, Paths, Message);
    return 0;
  }

  Rule N = readAsNinja(*Text);
  if (N.Targets != std::vector<std::string>{Target} ||
      N.Prerequisites != Prerequisites)
    fail("Ninja reads other paths", Paths, *Text);
  std::string Why;
  std::optional<Rule> M = readAsMake(*Text, Why);
  if (!M)
    fail("Make reads " + Why, Paths, *Text);
  if (M->Targets != std::vector<std::string>{Target} ||
      M->Prerequisites != Prerequisites)
    fail("Make reads other paths", Paths, *Text);
  return 0;
}
