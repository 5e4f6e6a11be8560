//===- TempDir.h - A temporary folder for a unit test -----------*- C++ -*-===//
#ifndef CU2HIP_UNITTESTS_TEMPDIR_H
#define CU2HIP_UNITTESTS_TEMPDIR_H

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <string>

namespace cu2hip {

/// A temporary directory, removed with everything in it.
class TempDir {
public:
  TempDir() {
    std::error_code EC =
        llvm::sys::fs::createUniqueDirectory("cu2hip-compdb", Path);
    EXPECT_FALSE(EC) << EC.message();
    llvm::sys::fs::real_path(Path, Path); // /tmp may be a link
  }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }
  std::string path(llvm::StringRef Rel = "") const {
    llvm::SmallString<256> P(Path);
    if (!Rel.empty())
      llvm::sys::path::append(P, Rel);
    return std::string(P);
  }
  void write(llvm::StringRef Rel, llvm::StringRef Text) const {
    std::string P = path(Rel);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(P));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    ASSERT_FALSE(EC) << EC.message();
    OS << Text;
  }

private:
  llvm::SmallString<256> Path;
};

} // namespace cu2hip

#endif
