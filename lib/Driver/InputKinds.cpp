//===- InputKinds.cpp - What kind of file an input is ---------------------===//
///
/// \file
/// Sources and headers by name; binary data, UTF-16 text and text that is
/// not UTF-8 by content: each is said, never silently left in CUDA.
///
//===----------------------------------------------------------------------===//
#include "Jobs.h"
#include "cu2hip/Driver/Driver.h"
#include "cu2hip/Support/SourceText.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using llvm::StringRef;
namespace path = llvm::sys::path;

bool cu2hip::isSourceExtension(StringRef Path) {
  StringRef Ext = path::extension(Path);
  for (StringRef Known : {".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h",
                          ".hpp", ".hh", ".hxx", ".inl", ".inc", ".ipp"})
    if (Ext.equals_insensitive(Known))
      return true;
  return false;
}

bool cu2hip::driver::looksBinary(StringRef Content) {
  return Content.take_front(8192).contains('\0');
}

/// UTF-16 text: a byte-order mark, or ASCII with every other byte NUL.
static bool looksUtf16(StringRef Content) {
  if (Content.starts_with("\xff\xfe") || Content.starts_with("\xfe\xff"))
    return true;
  StringRef Head = Content.take_front(512);
  unsigned OddNuls = 0, EvenNuls = 0;
  for (size_t I = 0; I < Head.size(); ++I)
    (I % 2 ? OddNuls : EvenNuls) += Head[I] == '\0';
  return Head.size() >= 16 &&
         (OddNuls >= Head.size() * 2 / 5 || EvenNuls >= Head.size() * 2 / 5);
}

std::string cu2hip::driver::whyCopiedAsData(StringRef Content) {
  if (looksUtf16(Content))
    return "the file is UTF-16 text, and cu2hip reads UTF-8 sources: copied "
           "unchanged, not translated (convert it first, e.g. iconv -f UTF-16 "
           "-t UTF-8)";
  return "the file contains NUL bytes, so it is read as binary data: copied "
         "unchanged, not translated";
}

std::optional<std::string> cu2hip::driver::whyNotASource(StringRef Input,
                                                         StringRef Content) {
  if (!looksBinary(Content))
    return std::nullopt;
  return "'" + Input.str() + "' is " +
         (looksUtf16(Content) ? "UTF-16 text, not a UTF-8 source (convert it "
                                "first, e.g. iconv -f UTF-16 -t UTF-8)"
                              : "a binary file, not a source");
}

bool cu2hip::driver::isHeaderExtension(StringRef Path) {
  StringRef Ext = path::extension(Path);
  for (StringRef Known :
       {".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".inc", ".ipp"})
    if (Ext.equals_insensitive(Known))
      return true;
  return false;
}

std::optional<Finding> cu2hip::driver::encodingFinding(StringRef Content) {
  const auto *Begin = reinterpret_cast<const llvm::UTF8 *>(Content.data());
  const llvm::UTF8 *At = Begin;
  if (llvm::isLegalUTF8String(&At, Begin + Content.size()))
    return std::nullopt;
  auto [Line, Column] = lineAndColumn(Content, At - Begin);
  return Finding{DiagKind::InputEncoding,
                 0,
                 0,
                 0,
                 "the file is not valid UTF-8 (first bad byte at line " +
                     std::to_string(Line) + ", column " +
                     std::to_string(Column) +
                     "): translated byte for byte, its other bytes kept as "
                     "they were",
                 ""};
}
