//===- VerifyJson.cpp - The report's `verification` object ----------------===//
///
/// \file
/// The porting report embeds this object as it is (docs/report-schema.md):
/// the report library never sees verify's types, only their JSON.
///
//===----------------------------------------------------------------------===//
#include "VerifyInternal.h"

namespace cu2hip {
using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

namespace {

llvm::StringRef modeName(VerifyMode M) {
  switch (M) {
  case VerifyMode::Auto:
    return "auto";
  case VerifyMode::Compile:
    return "compile";
  case VerifyMode::Run:
    return "run";
  }
  return "";
}

Value optional(std::optional<unsigned> V) {
  return V ? Value(*V) : Value(nullptr);
}
Value optional(std::optional<double> V) {
  return V ? Value(*V) : Value(nullptr);
}

Value targetJson(const KernelResources &K) {
  Object O{{"arch", K.Arch},
           {"vendor", K.Vendor == GpuVendor::Nvidia ? "nvidia" : "amd"},
           {"wave_size", K.WaveSize},
           {"symbol", K.Symbol},
           {"registers", K.Registers},
           {"shared_bytes", K.SharedBytes},
           {"local_bytes", K.LocalBytes},
           {"instructions", optional(K.Instructions)},
           {"spills", K.spills()}};
  if (K.Vendor == GpuVendor::Nvidia) {
    O["spill_store_bytes"] = K.SpillStoreBytes;
    O["spill_load_bytes"] = K.SpillLoadBytes;
    O["barriers"] = K.Barriers;
  } else {
    O["agprs"] = K.AccRegisters;
    O["sgprs"] = K.ScalarRegisters;
    O["vgpr_spills"] = K.VgprSpills;
    O["sgpr_spills"] = K.SgprSpills;
    O["max_flat_workgroup_size"] = K.MaxFlatWorkGroupSize;
    O["compiler_occupancy"] = optional(K.CompilerOccupancy);
  }
  if (K.Occ)
    O["occupancy"] = Object{{"active", K.Occ->Active},
                            {"max", K.Occ->Max},
                            {"fraction", K.Occ->fraction()},
                            {"limiter", K.Occ->Limiter}};
  else
    O["occupancy"] = nullptr;
  return O;
}

} // namespace

Value programRunJson(const ProgramRun &P) {
  return Object{{"built", P.Built},
                {"from_reference", P.FromReference},
                {"ran", P.Ran},
                {"exit_code", P.ExitCode},
                {"check", P.CheckPassed
                              ? Value(*P.CheckPassed ? "pass" : "fail")
                              : Value(nullptr)},
                {"checked", P.Checked},
                {"mismatches", P.Mismatches},
                {"median_ms", optional(P.MedianMs)},
                {"log", P.Log}};
}

Value verificationJson(const VerifyResult &R) {
  Array Builds;
  for (const CompileOutcome &C : R.Compiles)
    Builds.push_back(
        Object{{"source", C.Source},
               {"origin", C.Origin},
               {"arch", C.Arch},
               {"compiler", C.Vendor == GpuVendor::Nvidia ? "nvcc" : "hipcc"},
               {"ok", C.Ok},
               {"command", C.Command},
               {"kernels", static_cast<int64_t>(C.Kernels.size())},
               {"log", C.Ok ? "" : C.Log}});
  Array Kernels;
  for (const KernelComparison &KC : R.Kernels) {
    Array Targets, Flags;
    for (const KernelResources &K : KC.Targets)
      Targets.push_back(targetJson(K));
    for (const auto &[Arch, Flag] : KC.Flags)
      Flags.push_back(Object{{"arch", Arch}, {"flag", kernelFlagName(Flag)}});
    Kernels.push_back(Object{{"name", KC.Name},
                             {"base_name", kernelBaseName(KC.Name)},
                             {"symbol", KC.Symbol},
                             {"source", KC.Source},
                             {"targets", std::move(Targets)},
                             {"flags", std::move(Flags)}});
  }
  Array Programs;
  for (const ProgramComparison &P : R.Programs) {
    const OutputComparison &O = P.Outputs;
    Programs.push_back(Object{{"source", P.Source},
                              {"target", P.Target},
                              {"translated_on", P.TranslatedOn},
                              {"original", programRunJson(P.Original)},
                              {"translation", programRunJson(P.Translation)},
                              {"outputs", Object{{"arrays", O.Arrays},
                                                 {"elements", O.Elements},
                                                 {"differing", O.Differing},
                                                 {"max_abs_diff", O.MaxAbsDiff},
                                                 {"identical", O.Identical},
                                                 {"equal", O.Equal},
                                                 {"problem", O.Problem}}},
                              {"time_ratio", optional(P.timeRatio())}});
  }
  Array Nvidia(R.NvidiaArchs), Amd(R.AmdArchs);
  return Object{
      {"mode", modeName(R.ModeUsed)},  {"machine", R.Machine},
      {"nvcc", R.NvccVersion},         {"hipcc", R.HipccVersion},
      {"block_size", R.BlockSize},     {"nvidia_archs", std::move(Nvidia)},
      {"amd_archs", std::move(Amd)},   {"builds", std::move(Builds)},
      {"kernels", std::move(Kernels)}, {"programs", std::move(Programs)},
      {"passed", R.passed()}};
}

} // namespace cu2hip
