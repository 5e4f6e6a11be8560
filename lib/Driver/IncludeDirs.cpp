//===- IncludeDirs.cpp - Include directories of a tree without a build ----===//
///
/// \file
/// inferIncludeDirs: when there is no compile_commands.json, the include
/// directories a tree needs are read off its own `#include` lines. A line
/// scan is enough: a directive is one line, and the only context that
/// matters is whether it sits in a comment or an `#if 0` block.
///
//===----------------------------------------------------------------------===//
#include "CompileCommandsSupport.h"
#include "cu2hip/Driver/CompileCommands.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <set>

using namespace cu2hip;
using llvm::StringRef;
namespace path = llvm::sys::path;

namespace {

/// The code of one line with comments blanked; \p InBlock carries a `/* */`
/// comment from line to line. String and character literals are kept whole
/// so that "/*" in a string opens nothing.
std::string codeOf(StringRef Line, bool &InBlock) {
  std::string Code;
  char Quote = 0;
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    char Next = I + 1 < Line.size() ? Line[I + 1] : 0;
    if (InBlock) {
      if (C == '*' && Next == '/') {
        InBlock = false;
        ++I;
        Code += ' ';
      }
      continue;
    }
    if (Quote) {
      Code += C;
      if (C == '\\' && Next) {
        Code += Next;
        ++I;
      } else if (C == Quote) {
        Quote = 0;
      }
      continue;
    }
    if (C == '/' && Next == '/')
      break;
    if (C == '/' && Next == '*') {
      InBlock = true;
      ++I;
      continue;
    }
    // A quote after a digit or letter is a digit separator (1'000) or the
    // end of a prefix such as u8', not worth telling apart here.
    if (C == '"' || (C == '\'' && (I == 0 || !llvm::isAlnum(Line[I - 1]))))
      Quote = C;
    Code += C;
  }
  return Code;
}

} // namespace

void cu2hip::forEachInclude(StringRef Text,
                            llvm::function_ref<void(StringRef, bool)> Found) {
  bool InBlock = false;
  unsigned SkipDepth = 0; // nesting inside an `#if 0` block
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    if (!InBlock && !Line.contains('#') && !Line.contains("/*"))
      continue; // the common case: no directive, no comment state to track
    std::string Code = codeOf(Line, InBlock);
    StringRef L = StringRef(Code).trim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    StringRef Directive =
        L.take_while([](char C) { return llvm::isAlpha(C) || C == '_'; });
    L = L.drop_front(Directive.size()).trim();
    if (SkipDepth) {
      if (Directive == "if" || Directive == "ifdef" || Directive == "ifndef")
        ++SkipDepth;
      else if (Directive == "endif")
        --SkipDepth;
      else if (SkipDepth == 1 &&
               (Directive == "else" || Directive == "elif" ||
                Directive == "elifdef" || Directive == "elifndef"))
        SkipDepth = 0;
      continue;
    }
    if (Directive == "if" && L == "0") {
      SkipDepth = 1;
      continue;
    }
    if (Directive != "include" && Directive != "include_next" &&
        Directive != "import")
      continue;
    char Close = L.starts_with("<") ? '>' : L.starts_with("\"") ? '"' : 0;
    if (!Close)
      continue; // a macro naming the header: not knowable from the line
    size_t End = L.find(Close, 1);
    if (End == StringRef::npos)
      continue;
    Found(L.slice(1, End), Close == '>');
  }
}

namespace {

/// `<unistd.h>`: a header the system provides. A project's file of that
/// name is a stand-in for other platforms (llm.c's Windows unistd.h), not
/// what the angled include means here.
bool isSystemHeader(StringRef Name) {
  for (StringRef Dir :
       {"/usr/include", "/usr/local/include", "/usr/include/x86_64-linux-gnu",
        "/usr/include/aarch64-linux-gnu"}) {
    llvm::SmallString<256> Path(Dir);
    path::append(Path, Name);
    if (llvm::sys::fs::exists(Path))
      return true;
  }
  return false;
}

} // namespace

std::vector<std::string> cu2hip::inferIncludeDirs(
    StringRef Root, llvm::ArrayRef<std::pair<std::string, StringRef>> Files) {
  std::string AbsRoot = absolutePath(Root, "");
  std::set<std::string> Dirs;

  // The tree: its files by name, and its folders named `include`.
  llvm::StringSet<> Known;
  llvm::StringMap<std::vector<std::string>> ByName;
  std::vector<std::pair<std::string, StringRef>> Inside;
  for (const auto &[File, Content] : Files) {
    std::string Abs = absolutePath(File, "");
    if (!isInsideDir(Abs, AbsRoot) || Abs == AbsRoot)
      continue;
    Known.insert(Abs);
    ByName[path::filename(Abs)].push_back(Abs);
    for (StringRef Dir = path::parent_path(Abs); isInsideDir(Dir, AbsRoot);
         Dir = path::parent_path(Dir)) {
      if (path::filename(Dir) == "include")
        Dirs.insert(Dir.str());
      if (Dir == AbsRoot)
        break;
    }
    Inside.emplace_back(std::move(Abs), Content);
  }

  for (const auto &[File, Content] : Inside) {
    StringRef Beside = path::parent_path(File);
    forEachInclude(Content, [&](StringRef Spelling, bool Angled) {
      if (Spelling.empty() || path::is_absolute(Spelling))
        return;
      llvm::SmallString<128> Name(Spelling);
      path::remove_dots(Name); // "./a.h" is "a.h"; ".." stays
      if (std::find(path::begin(Name), path::end(Name), "..") !=
          path::end(Name))
        return; // relative to the includer, not to an include directory
      llvm::SmallString<256> Near(Beside);
      path::append(Near, Name);
      if (!Angled && Known.contains(Near))
        return;
      if (Angled && isSystemHeader(Name))
        return;
      auto Candidates = ByName.find(path::filename(Name));
      if (Candidates == ByName.end())
        return;
      std::string Suffix = "/" + std::string(Name);
      for (StringRef Candidate : Candidates->second) {
        if (!Candidate.ends_with(Suffix))
          continue;
        StringRef Dir = Candidate.drop_back(Suffix.size());
        if (Dir.empty())
          Dir = "/";
        if (isInsideDir(Dir, AbsRoot))
          Dirs.insert(Dir.str());
      }
    });
  }
  return std::vector<std::string>(Dirs.begin(), Dirs.end());
}
