//===- InputKinds.cpp - What kind of file an input is ---------------------===//
///
/// \file
/// Sources and headers by name; binary data, UTF-16 and UTF-32 text, files
/// of NULs and text that is not UTF-8 by content: each is said, never
/// silently left in CUDA.
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

namespace {
/// What a file with NUL bytes in it holds, as far as its bytes tell.
enum class NulText { Binary, Utf16, Utf32, OnlyNuls };
} // namespace

/// Whether the bytes of \p Head at positions \p Residue modulo \p Step
/// are nearly all NUL (ASCII in a wide encoding leaves them so).
static bool mostlyNul(StringRef Head, unsigned Step, unsigned Residue) {
  unsigned Nuls = 0, All = 0;
  for (size_t I = Residue; I < Head.size(); I += Step, ++All)
    Nuls += Head[I] == '\0';
  return All && Nuls * 5 >= All * 4;
}

/// UTF-32 and UTF-16 text by their byte-order marks (UTF-32's first: its
/// little-endian one begins like UTF-16's), or ASCII with three of every
/// four bytes NUL (UTF-32), or one of every two (UTF-16); a file of NULs
/// only is none of these.
static NulText classifyNulText(StringRef Content) {
  if (Content.find_first_not_of('\0') == StringRef::npos)
    return NulText::OnlyNuls;
  if (Content.starts_with(StringRef("\xff\xfe\0\0", 4)) ||
      Content.starts_with(StringRef("\0\0\xfe\xff", 4)))
    return NulText::Utf32;
  if (Content.starts_with("\xff\xfe") || Content.starts_with("\xfe\xff"))
    return NulText::Utf16;
  StringRef Head = Content.take_front(512);
  if (Head.size() < 16)
    return NulText::Binary;
  if (mostlyNul(Head, 4, 1) && mostlyNul(Head, 4, 2) &&
      (mostlyNul(Head, 4, 3) != mostlyNul(Head, 4, 0)))
    return NulText::Utf32;
  unsigned OddNuls = 0, EvenNuls = 0;
  for (size_t I = 0; I < Head.size(); ++I)
    (I % 2 ? OddNuls : EvenNuls) += Head[I] == '\0';
  if (OddNuls >= Head.size() * 2 / 5 || EvenNuls >= Head.size() * 2 / 5)
    return NulText::Utf16;
  return NulText::Binary;
}

std::string cu2hip::driver::whyCopiedAsData(StringRef Content) {
  switch (classifyNulText(Content)) {
  case NulText::Utf16:
    return "the file is UTF-16 text, and cu2hip reads UTF-8 sources: copied "
           "unchanged, not translated (convert it first, e.g. iconv -f UTF-16 "
           "-t UTF-8)";
  case NulText::Utf32:
    return "the file is UTF-32 text, and cu2hip reads UTF-8 sources: copied "
           "unchanged, not translated (convert it first, e.g. iconv -f UTF-32 "
           "-t UTF-8)";
  case NulText::OnlyNuls:
    return "the file holds nothing but NUL bytes: copied unchanged, not "
           "translated";
  case NulText::Binary:
    break;
  }
  return "the file contains NUL bytes, so it is read as binary data: copied "
         "unchanged, not translated";
}

std::optional<std::string> cu2hip::driver::whyNotASource(StringRef Input,
                                                         StringRef Content) {
  if (!looksBinary(Content))
    return std::nullopt;
  std::string What;
  switch (classifyNulText(Content)) {
  case NulText::Utf16:
    What =
        "is UTF-16 text, not a UTF-8 source (convert it first, e.g. iconv -f "
        "UTF-16 -t UTF-8)";
    break;
  case NulText::Utf32:
    What =
        "is UTF-32 text, not a UTF-8 source (convert it first, e.g. iconv -f "
        "UTF-32 -t UTF-8)";
    break;
  case NulText::OnlyNuls:
    What = "holds nothing but NUL bytes, not a source";
    break;
  case NulText::Binary:
    What = "is a binary file, not a source";
    break;
  }
  return "'" + Input.str() + "' " + What;
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
