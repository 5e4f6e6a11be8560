//===- VerificationView.cpp - verify's results as report table cells ------===//
///
/// \file
/// The Markdown and HTML reports show the same two tables: per kernel and
/// target what the compilers made of it, and per program what the runs
/// gave. Their cells are made here, once, from the `verification` object.
///
//===----------------------------------------------------------------------===//
#include "JsonAccess.h"
#include "ReportView.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>

using namespace cu2hip::report;

namespace {

std::string percent(double Fraction) {
  return fmt::format("{:.0f}%", 100 * Fraction);
}

std::optional<double> occupancy(const json::Object &Target) {
  if (const json::Object *O = Target.getObject("occupancy"))
    return O->getNumber("fraction");
  return std::nullopt;
}

/// What holds occupancy below the hardware's most, if anything does.
std::string limitedBy(StringRef Limiter) {
  return Limiter == "warps" || Limiter == "waves" || Limiter.empty()
             ? ""
             : ", by " + Limiter.str();
}

std::string occupancyCell(const json::Object &Target) {
  const json::Object *O = Target.getObject("occupancy");
  if (!O)
    return "?";
  return percent(number(*O, "fraction")) + " (" +
         std::to_string(integer(*O, "active")) + "/" +
         std::to_string(integer(*O, "max")) +
         (str(Target, "vendor") == "nvidia" ? " warps" : " waves") +
         limitedBy(str(*O, "limiter")) + ")";
}

int64_t laneRegisters(const json::Object &T) {
  return integer(T, "registers") + integer(T, "agprs");
}

std::string ratio(double A, double B) {
  if (B == 0)
    return A == 0 ? "=" : "new";
  return fmt::format("{:.2f}", A / B);
}

std::string ratioCell(const json::Object &T, const json::Object &Base) {
  std::vector<std::string> Parts{"regs " +
                                 ratio(laneRegisters(T), laneRegisters(Base))};
  if (integer(T, "shared_bytes") || integer(Base, "shared_bytes"))
    Parts.push_back("shared " + ratio(integer(T, "shared_bytes"),
                                      integer(Base, "shared_bytes")));
  std::optional<int64_t> I = T.getInteger("instructions"),
                         BI = Base.getInteger("instructions");
  if (I && BI)
    Parts.push_back("instrs " + ratio(*I, *BI));
  std::optional<double> O = occupancy(T), BO = occupancy(Base);
  if (O && BO)
    Parts.push_back("occupancy " + ratio(*O, *BO));
  return llvm::join(Parts, ", ");
}

std::string spillCell(const json::Object &T) {
  if (str(T, "vendor") == "nvidia")
    return integer(T, "spill_store_bytes") || integer(T, "spill_load_bytes")
               ? fmt::format("{} B / {} B", integer(T, "spill_store_bytes"),
                             integer(T, "spill_load_bytes"))
               : "0";
  return integer(T, "vgpr_spills") || integer(T, "sgpr_spills")
             ? fmt::format("{} VGPR / {} SGPR", integer(T, "vgpr_spills"),
                           integer(T, "sgpr_spills"))
             : "0";
}

/// The line of a compiler log that says what went wrong.
std::string firstError(StringRef Log) {
  llvm::SmallVector<StringRef> Lines;
  Log.split(Lines, '\n', -1, false);
  for (StringRef L : Lines)
    if (L.contains("error"))
      return L.trim().str();
  return Lines.empty() ? "" : Lines.front().trim().str();
}

std::string runCheck(const json::Object &Side) {
  bool Ran = Side.getBoolean("ran").value_or(false);
  if (Side.getBoolean("from_reference").value_or(false) && !Ran)
    return "no reference";
  if (!Side.getBoolean("built").value_or(false))
    return "build failed";
  if (!Ran)
    return "did not run";
  std::optional<StringRef> Check = Side.getString("check");
  return Check ? Check->str()
               : "exit " + std::to_string(integer(Side, "exit_code"));
}

std::string milliseconds(const json::Object &Side) {
  std::optional<double> Ms = Side.getNumber("median_ms");
  return Ms ? fmt::format("{:.4f}", *Ms) : "-";
}

} // namespace

VerificationView
cu2hip::report::readVerificationView(const json::Object &Report) {
  VerificationView V;
  const json::Object *Ver = Report.getObject("verification");
  if (!Ver)
    return V;
  V.Present = true;
  V.Passed = Ver->getBoolean("passed").value_or(false);
  V.Mode = str(*Ver, "mode");
  V.Machine = str(*Ver, "machine");
  V.BlockSize = integer(*Ver, "block_size");
  auto Archs = [&](StringRef Key) {
    std::vector<std::string> Out;
    if (const json::Array *A = Ver->getArray(Key))
      for (const json::Value &E : *A)
        if (std::optional<StringRef> S = E.getAsString())
          Out.push_back(S->str());
    return llvm::join(Out, ", ");
  };
  V.Compilers = "nvcc " + str(*Ver, "nvcc") + " (" + Archs("nvidia_archs") +
                "), hipcc " + str(*Ver, "hipcc") + " (" + Archs("amd_archs") +
                ")";

  V.ResourceHeader = {"Kernel",    "Target",      "Registers", "SGPRs",
                      "Shared B",  "Local B",     "Spills",    "Instructions",
                      "Occupancy", "vs baseline", "Flags"};
  for (const json::Object *K : objects(*Ver, "kernels")) {
    ++V.Kernels;
    std::vector<const json::Object *> Targets = objects(*K, "targets");
    std::vector<std::pair<std::string, std::string>> Flags;
    for (const json::Object *F : objects(*K, "flags"))
      Flags.emplace_back(str(*F, "arch"), str(*F, "flag"));
    V.Flagged += !Flags.empty();
    const json::Object *Base = nullptr;
    for (const json::Object *T : Targets)
      if (!Base && str(*T, "vendor") == "nvidia")
        Base = T;
    bool First = true;
    for (const json::Object *T : Targets) {
      bool Amd = str(*T, "vendor") == "amd";
      std::vector<std::string> TargetFlags; // the AMD target's own flags
      for (const auto &[Arch, Flag] : Flags)
        if (Arch == str(*T, "arch"))
          TargetFlags.push_back(Flag);
      std::optional<int64_t> Instrs = T->getInteger("instructions");
      V.ResourceRows.push_back(
          {First ? str(*K, "name") : "",
           str(*T, "arch") +
               (Amd ? " (wave" + std::to_string(integer(*T, "wave_size")) + ")"
                    : ""),
           Amd && integer(*T, "agprs")
               ? fmt::format("{} + {} AGPR", integer(*T, "registers"),
                             integer(*T, "agprs"))
               : std::to_string(integer(*T, "registers")),
           Amd ? std::to_string(integer(*T, "sgprs")) : "-",
           std::to_string(integer(*T, "shared_bytes")),
           std::to_string(integer(*T, "local_bytes")), spillCell(*T),
           Instrs ? std::to_string(*Instrs) : "?", occupancyCell(*T),
           Amd && Base ? ratioCell(*T, *Base) : "",
           llvm::join(TargetFlags, ", ")});
      First = false;
    }
    // A target whose build lacks the kernel has no row of its own.
    for (const auto &[Arch, Flag] : Flags)
      if (Flag == "missing-on-amd")
        V.ResourceRows.push_back({First ? str(*K, "name") : "", Arch, "", "",
                                  "", "", "", "", "", "", Flag});
  }
  for (const json::Object *B : objects(*Ver, "builds"))
    if (!B->getBoolean("ok").value_or(true))
      V.FailedBuilds.push_back(str(*B, "source") + " (" + str(*B, "arch") +
                               ", " + str(*B, "compiler") +
                               "): " + firstError(str(*B, "log")));

  V.ProgramHeader = {"Program", "Target", "Original ms", "Translated ms",
                     "Ratio",   "Checks", "Outputs"};
  for (const json::Object *P : objects(*Ver, "programs")) {
    const json::Object &Orig = object(*P, "original");
    const json::Object &Trans = object(*P, "translation");
    const json::Object &Out = object(*P, "outputs");
    std::optional<double> Ratio = P->getNumber("time_ratio");
    std::string Outputs =
        !str(Out, "problem").empty()                  ? str(Out, "problem")
        : Out.getBoolean("identical").value_or(false) ? "identical"
        : Out.getBoolean("equal").value_or(false)
            ? fmt::format("equal within tolerance (max diff {:.3g})",
                          number(Out, "max_abs_diff"))
            : fmt::format("{} of {} elements differ", integer(Out, "differing"),
                          integer(Out, "elements"));
    V.ProgramRows.push_back(
        {str(*P, "source"), str(*P, "target"), milliseconds(Orig),
         milliseconds(Trans), Ratio ? fmt::format("{:.3f}", *Ratio) : "-",
         runCheck(Orig) + " / " + runCheck(Trans), Outputs});
  }
  return V;
}
