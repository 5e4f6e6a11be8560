//===- TerminalText.cpp ---------------------------------------------------===//
#include "cu2hip/Support/TerminalText.h"
#include "llvm/Support/ConvertUTF.h"

using namespace cu2hip;

static void appendByte(std::string &Out, unsigned char C) {
  static const char Hex[] = "0123456789abcdef";
  switch (C) {
  case '\n':
    Out += "\\n";
    return;
  case '\r':
    Out += "\\r";
    return;
  case '\t':
    Out += "\\t";
    return;
  default:
    Out += "\\x";
    Out += Hex[C >> 4];
    Out += Hex[C & 15];
  }
}

std::string cu2hip::escapeForTerminal(llvm::StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  const auto *Bytes = reinterpret_cast<const llvm::UTF8 *>(Text.data());
  for (size_t I = 0; I < Text.size();) {
    unsigned char C = Bytes[I];
    if (C < 0x20 || C == 0x7f) {
      appendByte(Out, C);
      ++I;
      continue;
    }
    if (C < 0x80) {
      Out += static_cast<char>(C);
      ++I;
      continue;
    }
    unsigned N = llvm::getNumBytesForUTF8(C);
    bool Valid = N > 1 && I + N <= Text.size() &&
                 llvm::isLegalUTF8Sequence(Bytes + I, Bytes + I + N);
    // U+0080..U+009F, the C1 controls, are C2 80..C2 9F in UTF-8.
    bool C1 = Valid && C == 0xc2 && Bytes[I + 1] < 0xa0;
    if (!Valid || C1) {
      for (unsigned K = 0, E = Valid ? N : 1; K < E; ++K)
        appendByte(Out, Bytes[I + K]);
      I += Valid ? N : 1;
      continue;
    }
    Out.append(Text.data() + I, N);
    I += N;
  }
  return Out;
}
