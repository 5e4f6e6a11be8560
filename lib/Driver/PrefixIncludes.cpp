//===- PrefixIncludes.cpp -------------------------------------------------===//
#include "PrefixIncludes.h"
#include "CompileCommandsSupport.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

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

/// The next line of \p Text if it is `#include <name>` (or `#pragma once`,
/// giving ""), with nothing else on it but a comment.
static std::optional<std::string> leadingDirective(StringRef &Text) {
  StringRef Line = Text.take_until([](char C) { return C == '\n'; });
  if (Line.ends_with("\\"))
    return std::nullopt; // continued: not worth reading
  StringRef Rest = Line;
  if (!Rest.consume_front("#"))
    return std::nullopt;
  Rest = Rest.ltrim(" \t");
  std::string Name;
  if (Rest.consume_front("pragma")) {
    if (Rest.trim(" \t\r") != "once")
      return std::nullopt;
  } else if (Rest.consume_front("include")) {
    Rest = Rest.ltrim(" \t");
    if (!Rest.consume_front("<"))
      return std::nullopt;
    size_t Close = Rest.find('>');
    if (Close == StringRef::npos || Close == 0)
      return std::nullopt;
    Name = Rest.take_front(Close).str();
    Rest = Rest.drop_front(Close + 1).trim(" \t\r");
    if (!Rest.empty() && !Rest.starts_with("//"))
      return std::nullopt;
  } else {
    return std::nullopt;
  }
  Text = Text.drop_front(Line.size());
  return Name;
}

/// The -I directories of \p Options (searched for <> before the system's);
/// none when one is relative (its meaning depends on a working directory).
static std::optional<std::vector<std::string>>
userIncludeDirs(const FrontendOptions &Options) {
  std::vector<std::string> Dirs = flagDirectories(Options.ExtraArgs, {"-I"});
  if (!llvm::all_of(Dirs,
                    [](const std::string &D) { return path::is_absolute(D); }))
    return std::nullopt;
  return Dirs;
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

std::vector<std::string>
cu2hip::leadingLibraryIncludes(StringRef Source,
                               const FrontendOptions &Options) {
  std::vector<std::string> Headers;
  std::optional<std::vector<std::string>> UserDirs = userIncludeDirs(Options);
  if (Options.FallbackSdk || !isCudaToolkit(Options.CudaPath) || !UserDirs)
    return Headers;
  StringRef Text = Source;
  while (skipSpaceAndComments(Text)) {
    std::optional<std::string> Name = leadingDirective(Text);
    if (!Name)
      break;
    if (Name->empty())
      continue; // #pragma once
    if (!isLibraryHeader(*Name, Options))
      break;
    bool Shadowed = false;
    for (const std::string &Dir : *UserDirs) {
      llvm::SmallString<256> Candidate(Dir);
      path::append(Candidate, *Name);
      Shadowed |= fs::exists(Candidate);
    }
    if (Shadowed)
      break;
    Headers.push_back(*Name);
  }
  return Headers;
}
