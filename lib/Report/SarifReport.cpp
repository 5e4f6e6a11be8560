//===- SarifReport.cpp - The report as SARIF 2.1.0 ------------------------===//
///
/// \file
/// One SARIF run for code-scanning tools (GitHub code scanning, the VS Code
/// SARIF viewer): a rule per diagnostic that occurred, a result per
/// finding, an artifact per input file, and the findings' offered fixes.
///
/// Units. The JSON report counts columns in bytes; SARIF counts them in
/// characters of a declared kind. The run declares "unicodeCodePoints" and
/// columns are converted with the finding's source line (UTF-8), which the
/// report carries. A fix on another line than its finding cannot be
/// converted that way: its region is then given by byteOffset/byteLength
/// only, which SARIF allows and which are exact.
///
/// Paths. Relative inputs become relative URIs against the base id SRCROOT,
/// defined as the current directory (as code scanning expects: run cu2hip
/// from the repository root); absolute inputs become file:// URIs.
///
//===----------------------------------------------------------------------===//
#include "ReportView.h"
#include "cu2hip/Report/Report.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::report;
using llvm::StringRef;
namespace json = llvm::json;

namespace {

/// RFC 3986: everything but unreserved characters and the path's '/'
/// percent-encoded (so spaces, '#', '?', '%' and non-ASCII are safe).
std::string percentEncode(StringRef Path) {
  std::string Out;
  for (unsigned char C : Path) {
    if (llvm::isAlnum(C) || StringRef("-._~/").contains(C))
      Out += C;
    else
      Out += "%" + llvm::utohexstr(C, /*LowerCase=*/false, 2);
  }
  return Out;
}

std::string fileUri(StringRef AbsolutePath) {
  std::string Path = llvm::sys::path::convert_to_slash(AbsolutePath);
  if (!StringRef(Path).starts_with("/"))
    Path = "/" + Path; // a Windows drive letter
  return "file://" + percentEncode(Path);
}

/// The current directory as an absolute file URI ending in '/'.
std::string sourceRoot() {
  llvm::SmallString<256> Cwd;
  if (llvm::sys::fs::current_path(Cwd))
    return "file:///";
  std::string Uri = fileUri(Cwd);
  return StringRef(Uri).ends_with("/") ? Uri : Uri + "/";
}

/// The 1-based code-point column of byte column \p ByteColumn in \p Line
/// (UTF-8); nothing when the line does not reach it.
std::optional<int64_t> codePointColumn(StringRef Line, int64_t ByteColumn) {
  if (ByteColumn < 1 || static_cast<size_t>(ByteColumn - 1) > Line.size())
    return std::nullopt;
  int64_t Column = 1;
  for (unsigned char C : Line.take_front(ByteColumn - 1))
    Column += (C & 0xC0) != 0x80; // continuation bytes add nothing
  return Column;
}

/// "cu2hip-api-semantics" -> "ApiSemantics": the rule's readable name.
std::string ruleName(StringRef Id) {
  Id.consume_front("cu2hip-");
  std::string Out;
  bool Upper = true;
  for (char C : Id) {
    if (C == '-') {
      Upper = true;
      continue;
    }
    Out += Upper ? llvm::toUpper(C) : C;
    Upper = false;
  }
  return Out;
}

StringRef level(StringRef Severity) {
  if (Severity == "error" || Severity == "warning" || Severity == "note")
    return Severity;
  return "none";
}

struct Artifacts {
  std::vector<std::string> Inputs; ///< index = SARIF artifact index
  int64_t indexOf(StringRef Input) const {
    for (size_t I = 0; I < Inputs.size(); ++I)
      if (Inputs[I] == Input)
        return I;
    return -1;
  }
};

void artifactLocation(json::OStream &J, StringRef Input, int64_t Index) {
  J.attributeObject("artifactLocation", [&] {
    if (llvm::sys::path::is_absolute(Input)) {
      J.attribute("uri", fileUri(Input));
    } else {
      J.attribute("uri", percentEncode(Input));
      J.attribute("uriBaseId", "SRCROOT");
    }
    if (Index >= 0)
      J.attribute("index", Index);
  });
}

void rules(json::OStream &J, const ReportView &R) {
  J.attributeArray("rules", [&] {
    for (const DiagView &D : R.Diagnostics)
      J.object([&] {
        J.attribute("id", D.Id);
        J.attribute("name", ruleName(D.Id));
        J.attributeObject("shortDescription",
                          [&] { J.attribute("text", D.Summary); });
        J.attributeObject("fullDescription", [&] {
          std::string Text = D.Summary + ". Effort: " + D.Effort;
          for (unsigned I = 0; I < 3; ++I)
            if (D.Effort == EffortClasses[I])
              Text += " (estimated " + formatNumber(R.HoursPerSite[I]) +
                      " h per site)";
          J.attribute("text", Text + "; category: " + D.Category + ".");
        });
        if (!D.Doc.empty()) {
          J.attribute("helpUri", D.Doc);
          J.attributeObject("help", [&] {
            J.attribute("text", "What triggers it, an example and how to fix "
                                "it by hand: " +
                                    D.Doc);
          });
        }
        J.attributeObject("defaultConfiguration",
                          [&] { J.attribute("level", level(D.Severity)); });
        J.attributeObject("properties", [&] {
          J.attribute("effort", D.Effort);
          J.attribute("category", D.Category);
          J.attributeArray("tags", [&] {
            J.value("cu2hip");
            J.value(D.Category);
          });
        });
      });
  });
}

/// The region a finding is about: its line, its start, and its end when the
/// extent ends on the same line.
void findingRegion(json::OStream &J, const FindingView &F) {
  J.attributeObject("region", [&] {
    J.attribute("startLine", F.Line);
    std::optional<int64_t> Start = codePointColumn(F.Source, F.Column);
    J.attribute("startColumn", Start.value_or(std::max<int64_t>(F.Column, 1)));
    if (F.Length > 0)
      if (std::optional<int64_t> End =
              codePointColumn(F.Source, F.Column + F.Length))
        J.attribute("endColumn", *End);
    if (!F.Source.empty())
      J.attributeObject("snippet", [&] { J.attribute("text", F.Source); });
  });
}

void fixRegion(json::OStream &J, const FindingView &F, const FixView &Fix) {
  J.attributeObject("deletedRegion", [&] {
    std::optional<int64_t> Start, End;
    if (Fix.Line == F.Line) {
      Start = codePointColumn(F.Source, Fix.Column);
      End = codePointColumn(F.Source, Fix.Column + Fix.Length);
    }
    if (Start && End) {
      J.attribute("startLine", Fix.Line);
      J.attribute("startColumn", *Start);
      J.attribute("endLine", Fix.Line);
      J.attribute("endColumn", *End);
    }
    J.attribute("byteOffset", Fix.Offset);
    J.attribute("byteLength", Fix.Length);
  });
}

std::string fixDescription(const FindingView &F) {
  if (F.Fixes.size() != 1)
    return "Apply the " + std::to_string(F.Fixes.size()) +
           " replacements cu2hip offers for this finding";
  const FixView &Fix = F.Fixes.front();
  if (Fix.Length == 0)
    return "Insert '" + Fix.Replacement + "'";
  std::optional<std::string> Old = replacedText(F, Fix);
  std::string What =
      Old ? "'" + *Old + "'" : plural(Fix.Length, "byte", "bytes");
  if (Fix.Replacement.empty())
    return "Delete " + What;
  return "Replace " + What + " with '" + Fix.Replacement + "'";
}

void result(json::OStream &J, const ReportView &R, const FileView &File,
            const FindingView &F, const Artifacts &A) {
  int64_t RuleIndex = -1;
  for (size_t I = 0; I < R.Diagnostics.size(); ++I)
    if (R.Diagnostics[I].Id == F.Id)
      RuleIndex = I;
  int64_t Index = A.indexOf(File.Input);
  J.object([&] {
    J.attribute("ruleId", F.Id);
    if (RuleIndex >= 0)
      J.attribute("ruleIndex", RuleIndex);
    J.attribute("level", level(F.Severity));
    J.attributeObject("message", [&] { J.attribute("text", F.Message); });
    J.attributeArray("locations", [&] {
      J.object([&] {
        J.attributeObject("physicalLocation", [&] {
          artifactLocation(J, File.Input, Index);
          if (F.Line > 0)
            findingRegion(J, F);
        });
      });
    });
    if (!F.Fixes.empty())
      J.attributeArray("fixes", [&] {
        J.object([&] {
          J.attributeObject("description",
                            [&] { J.attribute("text", fixDescription(F)); });
          J.attributeArray("artifactChanges", [&] {
            J.object([&] {
              artifactLocation(J, File.Input, Index);
              J.attributeArray("replacements", [&] {
                for (const FixView &Fix : F.Fixes)
                  J.object([&] {
                    fixRegion(J, F, Fix);
                    J.attributeObject("insertedContent", [&] {
                      J.attribute("text", Fix.Replacement);
                    });
                  });
              });
            });
          });
        });
      });
    J.attributeObject("properties", [&] {
      J.attribute("effort", F.Effort);
      J.attribute("category", F.Category);
      if (!F.CudaName.empty())
        J.attribute("cudaName", F.CudaName);
      if (!F.Kernel.empty())
        J.attribute("kernel", F.Kernel);
    });
  });
}

/// --docs-url: a diagnostic's page is that URL + "<id>.md".
std::string docsBase(const ReportView &R) {
  for (const DiagView &D : R.Diagnostics) {
    StringRef Doc = D.Doc;
    size_t Slash = Doc.rfind('/');
    if (Slash != StringRef::npos)
      return Doc.take_front(Slash + 1).str();
  }
  return "";
}

} // namespace

void cu2hip::renderSarifReport(const json::Object &Report,
                               llvm::raw_ostream &OS) {
  ReportView R = readReportView(Report);
  Artifacts A;
  for (const FileView &F : R.FileList)
    if (!F.Input.empty() && A.indexOf(F.Input) < 0)
      A.Inputs.push_back(F.Input);

  json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("$schema", "https://json.schemastore.org/sarif-2.1.0.json");
    J.attribute("version", "2.1.0");
    J.attributeArray("runs", [&] {
      J.object([&] {
        J.attributeObject("tool", [&] {
          J.attributeObject("driver", [&] {
            J.attribute("name", R.ToolName.empty() ? "cu2hip" : R.ToolName);
            J.attribute("version", R.ToolVersion);
            J.attribute("semanticVersion", R.ToolVersion);
            if (std::string Base = docsBase(R); !Base.empty())
              J.attribute("informationUri", Base);
            rules(J, R);
          });
        });
        J.attributeArray("invocations", [&] {
          J.object([&] {
            // A file that could not be read or translated is a failure of
            // the run, reported also as a cu2hip-input-error result.
            J.attribute("executionSuccessful", R.Failed == 0);
          });
        });
        J.attributeObject("originalUriBaseIds", [&] {
          J.attributeObject("SRCROOT",
                            [&] { J.attribute("uri", sourceRoot()); });
        });
        J.attributeArray("artifacts", [&] {
          for (size_t I = 0; I < A.Inputs.size(); ++I)
            J.object([&] {
              J.attributeBegin("location");
              J.object([&] {
                StringRef Input = A.Inputs[I];
                if (llvm::sys::path::is_absolute(Input)) {
                  J.attribute("uri", fileUri(Input));
                } else {
                  J.attribute("uri", percentEncode(Input));
                  J.attribute("uriBaseId", "SRCROOT");
                }
              });
              J.attributeEnd();
            });
        });
        J.attributeArray("results", [&] {
          for (const FileView &F : R.FileList)
            for (const FindingView &Fd : F.Findings)
              result(J, R, F, Fd, A);
        });
        J.attribute("columnKind", "unicodeCodePoints");
        J.attributeObject("properties", [&] {
          J.attribute("hipVersion", R.HipVersion);
          J.attributeBegin("automaticPercent");
          J.rawValue(formatNumber(R.AutomaticPercent));
          J.attributeEnd();
          J.attributeBegin("estimatedHours");
          J.rawValue(formatNumber(R.Hours));
          J.attributeEnd();
        });
      });
    });
  });
  OS << "\n";
}
