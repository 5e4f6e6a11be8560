//===- FileClassifier.cpp - SDK, user and system files --------------------===//
///
/// \file
/// Which files are the CUDA SDK (its headers, Clang's CUDA wrappers and the
/// HIP headers served for HIP code), which are the user's, and which are
/// other system headers. Each file is classified once: the visitors ask for
/// every declaration and reference they see.
///
//===----------------------------------------------------------------------===//
#include "AstFactsCollector.h"
#include "HipHeaders.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

FileClassifier::FileClassifier(const SourceManager &SM, StringRef CudaPath)
    : SM(SM) {
  llvm::SmallString<256> Include(CudaPath);
  llvm::sys::path::append(Include, "include");
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(Include, Real))
    SdkInclude = std::string(Real);
  else
    SdkInclude = std::string(Include);
}

bool FileClassifier::isSdk(SourceLocation Loc) {
  Loc = SM.getSpellingLoc(Loc);
  FileID FID = SM.getFileID(Loc);
  if (FID.isInvalid())
    return false; // builtins (__builtin_va_list) have no file
  auto [It, Inserted] = SdkFiles.try_emplace(FID, false);
  if (Inserted)
    It->second = classifySdk(FID);
  return It->second;
}

bool FileClassifier::isHipHeader(SourceLocation Loc) {
  // Asked for every reference to an SDK declaration: once per file.
  FileID FID = SM.getFileID(SM.getSpellingLoc(Loc));
  if (FID.isInvalid())
    return false;
  auto [It, Inserted] = HipFiles.try_emplace(FID, false);
  if (Inserted) {
    auto Entry = SM.getFileEntryRefForID(FID);
    It->second = Entry && isHipHeaderForParse(Entry->getName());
  }
  return It->second;
}

bool FileClassifier::isUser(SourceLocation Loc) {
  Loc = SM.getSpellingLoc(Loc);
  if (Loc.isInvalid() || SM.isInSystemHeader(Loc))
    return false;
  return SM.getFileEntryRefForID(SM.getFileID(Loc)).has_value();
}

bool FileClassifier::isUserFile(FileID FID) {
  if (FID.isInvalid())
    return false; // the DenseMap's empty key: never insert it
  auto [It, Inserted] = UserFiles.try_emplace(FID, false);
  if (Inserted)
    It->second = SM.getFileEntryRefForID(FID) &&
                 (FID == SM.getMainFileID() ||
                  (!SrcMgr::isSystem(SM.getFileCharacteristic(
                       SM.getLocForStartOfFile(FID))) &&
                   !classifySdk(FID)));
  return It->second;
}

std::optional<UserLoc> FileClassifier::userLoc(SourceLocation Loc) {
  Loc = SM.getSpellingLoc(Loc);
  if (Loc.isInvalid())
    return std::nullopt;
  auto [FID, Offset] = SM.getDecomposedLoc(Loc);
  if (!isUserFile(FID))
    return std::nullopt;
  return UserLoc{FID, Offset};
}

std::string FileClassifier::sdkHeader(SourceLocation Loc) {
  auto Entry = SM.getFileEntryRefForID(SM.getFileID(SM.getSpellingLoc(Loc)));
  if (!Entry)
    return "";
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Entry->getName(), Real))
    Real = Entry->getName();
  StringRef Path = Real;
  if (!Path.consume_front(SdkInclude) || !Path.consume_front("/"))
    return "";
  return Path.str();
}

bool FileClassifier::classifySdk(FileID FID) {
  auto Entry = SM.getFileEntryRefForID(FID);
  if (!Entry)
    return false;
  StringRef Name = Entry->getName();
  if (isHipHeaderForParse(Name))
    return true;
  if (Name.contains("/cuda_wrappers/") ||
      llvm::sys::path::filename(Name).starts_with("__clang_cuda"))
    return true;
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Name, Real))
    Real = Name;
  return StringRef(Real).starts_with(SdkInclude);
}
