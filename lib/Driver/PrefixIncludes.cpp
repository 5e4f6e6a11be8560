//===- PrefixIncludes.cpp -------------------------------------------------===//
#include "PrefixIncludes.h"
#include "CompileCommandsSupport.h"
#include "cu2hip/Rewrite/TokenStream.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace cu2hip;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// Drops blank space and comments from the front of \p Text; false when a
/// block comment does not end.
static bool skipSpaceAndComments(StringRef &Text) {
  while (true) {
    Text = Text.ltrim();
    if (Text.consume_front("//")) {
      Text = Text.drop_until([](char C) { return C == '\n'; });
    } else if (Text.starts_with("/*")) {
      size_t End = Text.find("*/", 2);
      if (End == StringRef::npos)
        return false;
      Text = Text.drop_front(End + 2);
    } else {
      return true;
    }
  }
}

namespace {
/// The name an include directive names.
struct Include {
  bool Angled;
  std::string Name;
};
} // namespace

/// What follows \p Rest on its line is nothing or a comment.
static bool endsLine(StringRef Rest) {
  Rest = Rest.trim(" \t\r");
  return Rest.empty() || Rest.starts_with("//");
}

/// `#include <name>` or `#include "name"` (the text after `include`).
static std::optional<Include> includeOf(StringRef Rest) {
  Rest = Rest.ltrim(" \t");
  char Close = Rest.consume_front("<")    ? '>'
               : Rest.consume_front("\"") ? '"'
                                          : 0;
  size_t End = Close ? Rest.find(Close) : StringRef::npos;
  if (End == StringRef::npos || End == 0 || !endsLine(Rest.drop_front(End + 1)))
    return std::nullopt;
  return Include{Close == '>', Rest.take_front(End).str()};
}

/// The macro of the next line of \p Text if it is `#<Keyword> NAME` with
/// nothing else but a comment; \p Text then starts after it.
static std::optional<std::string> guardLine(StringRef &Text,
                                            StringRef Keyword) {
  StringRef Line = Text.take_until([](char C) { return C == '\n'; });
  StringRef Rest = Line;
  if (!Rest.consume_front("#"))
    return std::nullopt;
  Rest = Rest.ltrim(" \t");
  if (!Rest.consume_front(Keyword) ||
      !(Rest.starts_with(" ") || Rest.starts_with("\t")))
    return std::nullopt;
  Rest = Rest.ltrim(" \t");
  StringRef Name =
      Rest.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
  if (Name.empty() || !endsLine(Rest.drop_front(Name.size())))
    return std::nullopt;
  Text = Text.drop_front(Line.size());
  return Name.str();
}

/// Consumes a header's include guard (`#ifndef G` then `#define G`) from
/// the front of \p Text; whether there was one.
static bool openGuard(StringRef &Text) {
  StringRef Rest = Text;
  if (!skipSpaceAndComments(Rest))
    return false;
  std::optional<std::string> If = guardLine(Rest, "ifndef");
  if (!If || !skipSpaceAndComments(Rest))
    return false;
  std::optional<std::string> Define = guardLine(Rest, "define");
  if (!Define || *Define != *If)
    return false;
  Text = Rest;
  return true;
}

/// A header of the toolkit (CUDA's include folder or its CCCL libraries),
/// of the C++ standard library (`vector`: no extension, no folder) or of
/// the system's include folder.
static bool isLibraryHeader(StringRef Name, const FrontendOptions &Options) {
  if (Name.contains("..") || path::is_absolute(Name))
    return false;
  if (!Name.contains('/') && !Name.contains('.'))
    return true;
  for (StringRef Sub : {"include", "include/cccl"}) {
    llvm::SmallString<256> Candidate(Options.CudaPath);
    path::append(Candidate, Sub, Name);
    if (fs::is_regular_file(Candidate))
      return true;
  }
  llvm::SmallString<256> System("/usr/include"); // <stdio.h>, <math.h>
  path::append(System, Name);
  return fs::is_regular_file(System);
}

/// `_Pragma("pack(1)")` is a #pragma too.
static bool isPragmaOperator(const TokenStream &Tokens, size_t I) {
  return Tokens[I].isIdentifier() &&
         (Tokens.text(I) == "_Pragma" || Tokens.text(I) == "__pragma");
}

namespace {
/// Walks the unit as the preprocessor would, through the user's headers,
/// collecting the library headers it includes, and the macros the user's
/// code defines and the identifiers it uses before them, until an include
/// that cannot be moved.
/// Precompiling those headers changes nothing else: the unit includes them
/// again, and their guards make that a no-op.
class PrefixWalk {
public:
  PrefixWalk(const FrontendOptions &Options, std::vector<std::string> UserDirs,
             std::vector<std::string> QuoteDirs)
      : Options(Options), UserDirs(std::move(UserDirs)),
        QuoteDirs(std::move(QuoteDirs)) {}

  /// Walks \p Text, a file in \p Dir included \p Depth deep; false once
  /// the walk must stop.
  bool file(StringRef Text, StringRef Dir, unsigned Depth);

  LibraryPrefix Result;

private:
  bool directive(const TokenStream &Tokens, size_t Hash, StringRef Dir,
                 unsigned Depth);
  bool include(StringRef Line, StringRef Dir, unsigned Depth);
  bool library(const std::string &Name);
  bool userHeader(StringRef Path, unsigned Depth);
  std::optional<std::string> findUser(StringRef Name, bool Angled,
                                      StringRef Dir) const;
  void noteIdentifier(const TokenStream &Tokens, size_t I) {
    if (Tokens[I].isIdentifier() &&
        Identifiers.insert(Tokens.text(I).str()).second)
      Result.Identifiers.emplace_back(Tokens.text(I).str(),
                                      Result.Headers.size());
  }
  /// Between two declarations, outside any bracket and conditional.
  bool movable() const {
    return Conditionals.empty() && Brackets == 0 && AtBoundary;
  }

  static constexpr unsigned MaxDepth = 8;
  const FrontendOptions &Options;
  std::vector<std::string> UserDirs, QuoteDirs;
  std::set<std::string> Visited;
  std::set<std::string> Macros, Identifiers;
  /// The open #if levels (include guards aside): the bracket count at each.
  std::vector<int> Conditionals;
  int Brackets = 0;
  bool AtBoundary = true; ///< the last code token ended a declaration
};
} // namespace

bool PrefixWalk::file(StringRef Text, StringRef Dir, unsigned Depth) {
  if (Depth > 0)
    openGuard(Text); // its #endif then closes nothing the walk counts
  std::string Buffer = Text.str(); // the raw lexer wants a NUL after it
  TokenStream Tokens(Buffer);
  size_t OpenAtStart = Conditionals.size();
  for (size_t I = 0; I < Tokens.size(); ++I) {
    const RawToken &T = Tokens[I];
    if (T.Directive == int(I)) {
      size_t End = Tokens.endOfDirective(I);
      if (Tokens.directiveName(I) != "include") // a file name is no name
        for (size_t J = I + 2; J < End; ++J)
          noteIdentifier(Tokens, J);
      if (!directive(Tokens, I, Dir, Depth))
        return false;
      I = End - 1;
      continue;
    }
    noteIdentifier(Tokens, I);
    if (Brackets == 0 && isPragmaOperator(Tokens, I))
      return false;
    if (T.isOneOf(clang::tok::l_brace, clang::tok::l_paren,
                  clang::tok::l_square))
      ++Brackets;
    else if (T.isOneOf(clang::tok::r_brace, clang::tok::r_paren,
                       clang::tok::r_square) &&
             --Brackets < 0)
      return false;
    AtBoundary = T.isOneOf(clang::tok::semi, clang::tok::r_brace);
  }
  // An #if must close in the file that opened it.
  return Conditionals.size() == OpenAtStart;
}

bool PrefixWalk::directive(const TokenStream &Tokens, size_t Hash,
                           StringRef Dir, unsigned Depth) {
  StringRef Name = Tokens.directiveName(Hash);
  size_t End = Tokens.endOfDirective(Hash);
  if (Name == "include") {
    if (!movable())
      return false;
    unsigned From = Tokens[Hash].Offset;
    unsigned To = End < Tokens.size() ? Tokens[End].Offset
                                      : unsigned(Tokens.source().size());
    StringRef Line = Tokens.source().slice(From, To);
    return include(Line.substr(Line.find("include") + 7).trim(), Dir, Depth);
  }
  if (Name == "define" || Name == "undef") {
    for (size_t I = Hash + 2; I < End; ++I)
      if (isPragmaOperator(Tokens, I))
        return false; // where it is used, it may be a #pragma pack
    // A name beyond ASCII is not one a PCH's identifier list holds.
    if (Hash + 2 < End && Tokens[Hash + 2].isIdentifier() &&
        llvm::isASCII(Tokens.text(Hash + 2))) {
      std::string Macro = Tokens.text(Hash + 2).str();
      if (Macros.insert(Macro).second)
        Result.Macros.emplace_back(Macro, Result.Headers.size());
      return true;
    }
    return false;
  }
  if (Name == "if" || Name == "ifdef" || Name == "ifndef") {
    Conditionals.push_back(Brackets);
    return true;
  }
  // Which branch the parse takes is not known here: each must close the
  // brackets it opens, so that the count holds whichever it is.
  if (Name == "else" || Name == "elif" || Name == "elifdef" ||
      Name == "elifndef")
    return Conditionals.empty() || Conditionals.back() == Brackets;
  if (Name == "endif") {
    if (Conditionals.empty())
      return true; // a header's guard
    bool Balanced = Conditionals.back() == Brackets;
    Conditionals.pop_back();
    return Balanced;
  }
  if (Name == "pragma")
    return Brackets > 0 || (Hash + 3 == End && Tokens.text(Hash + 2) == "once");
  // #include_next, #import and anything else a compiler may read as an
  // include cannot be followed.
  return Name == "line" || Name == "error" || Name == "warning";
}

bool PrefixWalk::include(StringRef Line, StringRef Dir, unsigned Depth) {
  std::optional<Include> I = includeOf(Line);
  if (!I)
    return false; // computed, or not alone on its line
  if (std::optional<std::string> User = findUser(I->Name, I->Angled, Dir))
    return userHeader(*User, Depth);
  return library(I->Name);
}

std::optional<std::string> PrefixWalk::findUser(StringRef Name, bool Angled,
                                                StringRef Dir) const {
  if (path::is_absolute(Name))
    return fs::is_regular_file(Name) ? std::optional(Name.str()) : std::nullopt;
  // Where Clang looks for "name": the includer's folder, -iquote, -I; for
  // <name>, -I only (then the system's folders).
  std::vector<std::string> Folders;
  if (!Angled) {
    Folders.push_back(Dir.str());
    llvm::append_range(Folders, QuoteDirs);
  }
  llvm::append_range(Folders, UserDirs);
  for (const std::string &Folder : Folders) {
    llvm::SmallString<256> Candidate(Folder);
    path::append(Candidate, Name);
    if (fs::is_regular_file(Candidate))
      return std::string(Candidate);
  }
  return std::nullopt;
}

bool PrefixWalk::userHeader(StringRef Path, unsigned Depth) {
  // Included again, a header adds no include or macro the walk has not
  // met: its unconditional ones are recorded, a conditional one stopped it.
  if (!Visited.insert(Path.str()).second)
    return true;
  if (Depth + 1 > MaxDepth)
    return false;
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> Header =
      readRegularFile(Path, read_limit::Source);
  if (!Header) {
    llvm::consumeError(Header.takeError());
    return false;
  }
  return file((*Header)->getBuffer(), path::parent_path(Path), Depth + 1);
}

bool PrefixWalk::library(const std::string &Name) {
  if (!isLibraryHeader(Name, Options))
    return false;
  if (llvm::find(Result.Headers, Name) == Result.Headers.end())
    Result.Headers.push_back(Name);
  return true;
}

void LibraryPrefix::truncate(size_t Count) {
  if (Count >= Headers.size())
    return;
  Headers.resize(Count);
  for (NamesBefore *Names : {&Macros, &Identifiers})
    llvm::erase_if(*Names, [&](const auto &N) { return N.second >= Count; });
}

void LibraryPrefix::erase(llvm::ArrayRef<std::string> Drop) {
  std::vector<size_t> KeptBefore(Headers.size() + 1, 0);
  std::vector<std::string> Kept;
  for (size_t I = 0; I < Headers.size(); ++I) {
    KeptBefore[I] = Kept.size();
    if (!llvm::is_contained(Drop, Headers[I]))
      Kept.push_back(Headers[I]);
  }
  KeptBefore[Headers.size()] = Kept.size();
  for (NamesBefore *Names : {&Macros, &Identifiers})
    for (auto &N : *Names)
      N.second = KeptBefore[N.second];
  Headers = std::move(Kept);
}

/// The \p Flag directories of \p Options; none when one is relative (its
/// meaning depends on a working directory).
static std::optional<std::vector<std::string>>
absoluteDirs(const FrontendOptions &Options, StringRef Flag) {
  std::vector<std::string> Dirs = flagDirectories(Options.ExtraArgs, {Flag});
  if (!llvm::all_of(Dirs,
                    [](const std::string &D) { return path::is_absolute(D); }))
    return std::nullopt;
  return Dirs;
}

LibraryPrefix cu2hip::libraryPrefix(StringRef Path, StringRef Source,
                                    const FrontendOptions &Options) {
  std::optional<std::vector<std::string>> UserDirs =
      absoluteDirs(Options, "-I");
  std::optional<std::vector<std::string>> QuoteDirs =
      absoluteDirs(Options, "-iquote");
  if (Options.FallbackSdk || !isCudaToolkit(Options.CudaPath) || !UserDirs ||
      !QuoteDirs)
    return {};
  PrefixWalk Walk(Options, std::move(*UserDirs), std::move(*QuoteDirs));
  Walk.file(Source, path::parent_path(Path), 0);
  return std::move(Walk.Result);
}
