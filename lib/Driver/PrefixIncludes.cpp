//===- PrefixIncludes.cpp -------------------------------------------------===//
#include "PrefixIncludes.h"
#include "CompileCommandsSupport.h"
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
/// A directive that may stand in a leading run of includes.
struct Directive {
  enum Kind { PragmaOnce, Angled, Quoted, IfNotDefined, Define, EndIf } K;
  std::string Name; ///< the header, or the guard macro
};
} // namespace

/// What follows \p Rest on its line is nothing or a comment.
static bool endsLine(StringRef Rest) {
  Rest = Rest.trim(" \t\r");
  return Rest.empty() || Rest.starts_with("//");
}

/// `#include <name>` or `#include "name"` (the text after `include`).
static std::optional<Directive> includeOf(StringRef Rest) {
  Rest = Rest.ltrim(" \t");
  char Close = Rest.consume_front("<")    ? '>'
               : Rest.consume_front("\"") ? '"'
                                          : 0;
  size_t End = Close ? Rest.find(Close) : StringRef::npos;
  if (End == StringRef::npos || End == 0 || !endsLine(Rest.drop_front(End + 1)))
    return std::nullopt;
  return Directive{Close == '>' ? Directive::Angled : Directive::Quoted,
                   Rest.take_front(End).str()};
}

/// `#ifndef NAME` or `#define NAME` with nothing else (the text after the
/// directive's name): the two lines of an include guard.
static std::optional<std::string> guardMacro(StringRef Rest) {
  Rest = Rest.ltrim(" \t");
  StringRef Name =
      Rest.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
  if (Name.empty() || !endsLine(Rest.drop_front(Name.size())))
    return std::nullopt;
  return Name.str();
}

/// The next line of \p Text if it is a directive a leading run may hold,
/// with nothing else on it but a comment; \p Text then starts after it.
static std::optional<Directive> leadingDirective(StringRef &Text) {
  StringRef Line = Text.take_until([](char C) { return C == '\n'; });
  if (Line.ends_with("\\"))
    return std::nullopt; // continued: not worth reading
  StringRef Rest = Line;
  if (!Rest.consume_front("#"))
    return std::nullopt;
  Rest = Rest.ltrim(" \t");
  std::optional<Directive> D;
  if (Rest.consume_front("pragma")) {
    if (Rest.trim(" \t\r") == "once")
      D = Directive{Directive::PragmaOnce, ""};
  } else if (Rest.consume_front("include")) {
    D = includeOf(Rest);
  } else if (Rest.consume_front("ifndef")) {
    if (std::optional<std::string> Name = guardMacro(Rest))
      D = Directive{Directive::IfNotDefined, *Name};
  } else if (Rest.consume_front("define")) {
    if (std::optional<std::string> Name = guardMacro(Rest))
      D = Directive{Directive::Define, *Name};
  } else if (Rest.consume_front("endif") && endsLine(Rest)) {
    D = Directive{Directive::EndIf, ""};
  }
  if (D)
    Text = Text.drop_front(Line.size());
  return D;
}

/// Consumes a header's include guard (`#ifndef G` then `#define G`) from
/// the front of \p Text; whether there was one.
static bool openGuard(StringRef &Text) {
  StringRef Rest = Text;
  if (!skipSpaceAndComments(Rest))
    return false;
  std::optional<Directive> If = leadingDirective(Rest);
  if (!If || If->K != Directive::IfNotDefined || !skipSpaceAndComments(Rest))
    return false;
  std::optional<Directive> Define = leadingDirective(Rest);
  if (!Define || Define->K != Directive::Define || Define->Name != If->Name)
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

namespace {
/// The library headers a unit reads before anything else, in order: the
/// main file's leading includes, and through a header it includes first
/// (`"common.h"`, whose own first lines include <vector>), that header's.
/// Precompiling them changes nothing: the header includes them again, and
/// their guards make that a no-op.
class LeadingRun {
public:
  LeadingRun(const FrontendOptions &Options, std::vector<std::string> UserDirs,
             std::vector<std::string> QuoteDirs)
      : Options(Options), UserDirs(std::move(UserDirs)),
        QuoteDirs(std::move(QuoteDirs)) {}

  /// Reads the leading run of \p Text, a file in \p Dir included \p Depth
  /// deep; true when the file held nothing else (a header of includes), so
  /// that its includer's run goes on after it.
  bool scan(StringRef Text, StringRef Dir, unsigned Depth);

  std::vector<std::string> Headers;

private:
  bool library(const std::string &Name);
  bool quoted(const std::string &Name, StringRef Dir, unsigned Depth);

  static constexpr unsigned MaxDepth = 4;
  const FrontendOptions &Options;
  std::vector<std::string> UserDirs, QuoteDirs;
  std::set<std::string> Visited;
};
} // namespace

bool LeadingRun::scan(StringRef Text, StringRef Dir, unsigned Depth) {
  bool Guarded = Depth > 0 && openGuard(Text);
  while (skipSpaceAndComments(Text)) {
    if (Text.empty())
      return !Guarded && Depth > 0;
    std::optional<Directive> D = leadingDirective(Text);
    if (!D)
      return false;
    switch (D->K) {
    case Directive::PragmaOnce:
      continue;
    case Directive::Angled:
      if (!library(D->Name))
        return false;
      continue;
    case Directive::Quoted:
      if (!quoted(D->Name, Dir, Depth))
        return false;
      continue;
    case Directive::EndIf:
      return Guarded && skipSpaceAndComments(Text) && Text.empty();
    case Directive::IfNotDefined:
    case Directive::Define:
      return false;
    }
  }
  return false; // a block comment that does not end
}

bool LeadingRun::library(const std::string &Name) {
  if (!isLibraryHeader(Name, Options))
    return false;
  for (const std::string &Dir : UserDirs) {
    llvm::SmallString<256> Candidate(Dir);
    path::append(Candidate, Name);
    if (fs::exists(Candidate))
      return false; // the user's own header of that name
  }
  if (llvm::find(Headers, Name) == Headers.end())
    Headers.push_back(Name);
  return true;
}

bool LeadingRun::quoted(const std::string &Name, StringRef Dir,
                        unsigned Depth) {
  // Where Clang looks for "name": the includer's folder, -iquote, -I.
  std::vector<std::string> Folders{Dir.str()};
  llvm::append_range(Folders, QuoteDirs);
  llvm::append_range(Folders, UserDirs);
  for (const std::string &Folder : Folders) {
    llvm::SmallString<256> Candidate(Folder);
    path::append(Candidate, Name);
    if (path::is_absolute(Name))
      Candidate = Name;
    if (!fs::is_regular_file(Candidate))
      continue;
    if (Depth + 1 > MaxDepth || !Visited.insert(std::string(Candidate)).second)
      return false;
    llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> Header =
        readRegularFile(Candidate, read_limit::Source);
    if (!Header) {
      llvm::consumeError(Header.takeError());
      return false;
    }
    return scan((*Header)->getBuffer(), path::parent_path(Candidate),
                Depth + 1);
  }
  // In none of the user's folders: Clang looks for it as for <name>.
  return library(Name);
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

std::vector<std::string>
cu2hip::leadingLibraryIncludes(StringRef Path, StringRef Source,
                               const FrontendOptions &Options) {
  std::optional<std::vector<std::string>> UserDirs =
      absoluteDirs(Options, "-I");
  std::optional<std::vector<std::string>> QuoteDirs =
      absoluteDirs(Options, "-iquote");
  if (Options.FallbackSdk || !isCudaToolkit(Options.CudaPath) || !UserDirs ||
      !QuoteDirs)
    return {};
  LeadingRun Run(Options, std::move(*UserDirs), std::move(*QuoteDirs));
  Run.scan(Source, path::parent_path(Path), 0);
  return std::move(Run.Headers);
}
