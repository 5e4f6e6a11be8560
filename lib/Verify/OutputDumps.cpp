//===- OutputDumps.cpp - Read and compare what programs computed ----------===//
///
/// \file
/// The kernel suite's protocol (bench/kernels/README.md): one stdout line
/// with the program's own check and median time, and each checked array
/// dumped as `CU2HIPV1`, an 8-byte type name, a uint64 count and the raw
/// little-endian elements.
///
//===----------------------------------------------------------------------===//
#include "VerifyInternal.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <cmath>
#include <cstring>

namespace cu2hip {
using llvm::StringRef;

bool parseVerifyLine(StringRef Stdout, ProgramRun &P) {
  llvm::SmallVector<StringRef> Lines;
  Stdout.split(Lines, '\n', -1, false);
  bool Found = false;
  for (StringRef L : Lines) {
    if (!L.consume_front("cu2hip-verify: "))
      continue;
    llvm::SmallVector<StringRef> Fields;
    L.trim().split(Fields, ' ', -1, false);
    for (StringRef F : Fields) {
      auto [Key, Value] = F.split('=');
      double D = 0;
      // A program may time several kernels: it passes if every one did.
      if (Key == "check")
        P.CheckPassed = P.CheckPassed.value_or(true) && Value == "pass";
      // ...and its counts and times add up.
      unsigned N = 0;
      if (Key == "checked" && !Value.getAsInteger(10, N))
        P.Checked += N;
      else if (Key == "mismatches" && !Value.getAsInteger(10, N))
        P.Mismatches += N;
      else if (Key == "median_ms" && llvm::to_float(Value, D))
        P.MedianMs = P.MedianMs.value_or(0) + D;
    }
    Found = true;
  }
  return Found;
}

namespace {

struct DumpArray {
  std::string Type; ///< f32, f64, i32, u32, i64, u64
  uint64_t Count = 0;
  StringRef Data;
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
};

unsigned elementSize(StringRef Type) {
  if (Type == "f32" || Type == "i32" || Type == "u32")
    return 4;
  if (Type == "f64" || Type == "i64" || Type == "u64")
    return 8;
  return 0;
}

llvm::Expected<DumpArray> readDump(StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, false, false);
  if (!Buffer)
    return llvm::createStringError(Buffer.getError(), "cannot read %s",
                                   Path.str().c_str());
  DumpArray D;
  StringRef Bytes = (*Buffer)->getBuffer();
  if (Bytes.size() < 24 || !Bytes.starts_with("CU2HIPV1"))
    return llvm::createStringError("%s is not a cu2hip output dump",
                                   Path.str().c_str());
  D.Type = Bytes.substr(8, 8).take_until([](char C) { return C == 0; }).str();
  D.Count = llvm::support::endian::read64le(Bytes.data() + 16);
  unsigned Size = elementSize(D.Type);
  if (!Size || Bytes.size() - 24 != D.Count * Size)
    return llvm::createStringError("%s: type '%s' and %llu elements do not "
                                   "match its size",
                                   Path.str().c_str(), D.Type.c_str(),
                                   (unsigned long long)D.Count);
  D.Data = Bytes.drop_front(24);
  D.Buffer = std::move(*Buffer);
  return D;
}

double element(const DumpArray &D, uint64_t I) {
  const char *P = D.Data.data() + I * elementSize(D.Type);
  if (D.Type == "f32") {
    float F;
    std::memcpy(&F, P, 4);
    return F;
  }
  if (D.Type == "f64") {
    double F;
    std::memcpy(&F, P, 8);
    return F;
  }
  if (D.Type == "i32")
    return static_cast<int32_t>(llvm::support::endian::read32le(P));
  if (D.Type == "u32")
    return llvm::support::endian::read32le(P);
  if (D.Type == "i64")
    return static_cast<int64_t>(llvm::support::endian::read64le(P));
  return static_cast<double>(llvm::support::endian::read64le(P));
}

std::vector<std::string> dumpsIn(StringRef Dir) {
  std::vector<std::string> Names;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    if (StringRef(It->path()).ends_with(".bin"))
      Names.push_back(llvm::sys::path::filename(It->path()).str());
  llvm::sort(Names);
  return Names;
}

} // namespace

OutputComparison compareOutputDirs(StringRef Reference, StringRef Candidate,
                                   double RelTol, double AbsTol) {
  OutputComparison C;
  std::vector<std::string> Names = dumpsIn(Reference);
  if (Names.empty()) {
    C.Problem = "no output arrays recorded";
    return C;
  }
  C.Identical = C.Equal = true;
  for (const std::string &Name : Names) {
    llvm::SmallString<256> RefPath(Reference), CandPath(Candidate);
    llvm::sys::path::append(RefPath, Name);
    llvm::sys::path::append(CandPath, Name);
    llvm::Expected<DumpArray> Ref = readDump(RefPath);
    llvm::Expected<DumpArray> Cand = readDump(CandPath);
    if (!Ref || !Cand) {
      if (!Ref) {
        C.Problem = llvm::toString(Ref.takeError());
        consumeError(Cand.takeError());
      } else {
        C.Problem = llvm::toString(Cand.takeError());
      }
      C.Identical = C.Equal = false;
      return C;
    }
    if (Ref->Type != Cand->Type || Ref->Count != Cand->Count) {
      C.Problem = Name + ": " + Cand->Type + "[" + std::to_string(Cand->Count) +
                  "] where the original wrote " + Ref->Type + "[" +
                  std::to_string(Ref->Count) + "]";
      C.Identical = C.Equal = false;
      return C;
    }
    ++C.Arrays;
    C.Elements += Ref->Count;
    if (Ref->Data == Cand->Data)
      continue;
    C.Identical = false;
    bool Float = Ref->Type.front() == 'f';
    for (uint64_t I = 0; I < Ref->Count; ++I) {
      double A = element(*Ref, I), B = element(*Cand, I);
      if (A == B || (std::isnan(A) && std::isnan(B)))
        continue;
      double Diff = std::fabs(A - B);
      C.MaxAbsDiff = std::max(C.MaxAbsDiff, std::isnan(Diff) ? INFINITY : Diff);
      if (!Float || !(Diff <= AbsTol + RelTol * std::fabs(A)))
        ++C.Differing;
    }
  }
  C.Equal = C.Differing == 0;
  return C;
}

} // namespace cu2hip
