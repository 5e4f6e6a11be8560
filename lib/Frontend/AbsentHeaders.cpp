//===- AbsentHeaders.cpp --------------------------------------------------===//
#include "AbsentHeaders.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/HeaderSearch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;
namespace path = llvm::sys::path;

namespace {

class AbsentHeaderRecorder : public PPCallbacks {
public:
  AbsentHeaderRecorder(UnitCollector &Unit, HeaderSearch &Search)
      : Unit(Unit), Search(Search) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &, StringRef Name,
                          bool IsAngled, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    noteLookup(HashLoc, Name, IsAngled, File);
  }

  void HasInclude(SourceLocation Loc, StringRef Name, bool IsAngled,
                  OptionalFileEntryRef File,
                  SrcMgr::CharacteristicKind) override {
    noteLookup(Loc, Name, IsAngled, File);
  }

private:
  /// The directories a lookup of \p Name from \p Loc searches, in order:
  /// for `"name"` the includer's own first. System directories are left
  /// out: the toolkit and the system are part of the cache key, not of the
  /// user's tree.
  std::vector<std::string> userSearchDirs(SourceLocation Loc, bool IsAngled) {
    std::vector<std::string> Dirs;
    const SourceManager &SM = Unit.sourceManager();
    if (!IsAngled)
      if (OptionalFileEntryRef Includer =
              SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(Loc))))
        Dirs.push_back(path::parent_path(Includer->getName()).str());
    auto Begin =
        IsAngled ? Search.angled_dir_begin() : Search.search_dir_begin();
    for (auto It = Begin; It != Search.system_dir_begin(); ++It)
      if (!It->isSystemHeaderDirectory() && It->getDirRef())
        Dirs.push_back(It->getDirRef()->getName().str());
    return Dirs;
  }

  void noteLookup(SourceLocation Loc, StringRef Name, bool IsAngled,
                  OptionalFileEntryRef Found) {
    if (!Unit.files().isUser(Loc))
      return;
    if (path::is_absolute(Name)) {
      if (!Found)
        Unit.noteAbsent(canonicalPath(Name));
      return;
    }
    std::string FoundPath = Found ? canonicalPath(Found->getName()) : "";
    for (const std::string &Dir : userSearchDirs(Loc, IsAngled)) {
      llvm::SmallString<256> Candidate(Dir);
      path::append(Candidate, Name);
      std::string Canonical = canonicalPath(Candidate);
      if (Canonical == FoundPath)
        return; // the answer: directories after it were not searched
      if (!llvm::sys::fs::exists(Canonical))
        Unit.noteAbsent(Canonical);
    }
  }

  UnitCollector &Unit;
  HeaderSearch &Search;
};

} // namespace

std::unique_ptr<PPCallbacks>
cu2hip::absentHeaderRecorder(UnitCollector &Unit, HeaderSearch &Search) {
  return std::make_unique<AbsentHeaderRecorder>(Unit, Search);
}
