//===- SourceText.cpp - Lines and columns in a file's text ---------------===//
#include "cu2hip/Support/SourceText.h"

using namespace cu2hip;

std::pair<unsigned, unsigned> cu2hip::lineAndColumn(llvm::StringRef Source,
                                                    unsigned Offset) {
  llvm::StringRef Before = Source.take_front(Offset);
  unsigned Line = 1 + Before.count('\n');
  size_t LastNL = Before.rfind('\n');
  unsigned Column =
      LastNL == llvm::StringRef::npos ? Offset + 1 : Offset - LastNL;
  return {Line, Column};
}

unsigned cu2hip::offsetOfLine(llvm::StringRef Source, unsigned Line) {
  size_t Pos = 0;
  for (unsigned L = 1; L < Line; ++L) {
    size_t NL = Source.find('\n', Pos);
    if (NL == llvm::StringRef::npos)
      return Source.size();
    Pos = NL + 1;
  }
  return Pos;
}

llvm::StringRef cu2hip::lineAt(llvm::StringRef Source, unsigned Offset) {
  size_t Begin = Source.rfind('\n', Offset); // searches before Offset
  Begin = Begin == llvm::StringRef::npos ? 0 : Begin + 1;
  return Source.slice(Begin, Source.find('\n', Offset)).rtrim("\r");
}

bool cu2hip::looksCompiledAsCuda(llvm::StringRef Text) {
  return Text.contains("__global__") || Text.contains("<<<") ||
         Text.contains("__CUDACC__") || Text.contains("__NVCC__") ||
         Text.contains("__CUDA_ARCH__");
}
