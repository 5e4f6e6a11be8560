//===- ProgressPrinter.h - Progress on stderr -------------------*- C++ -*-===//
///
/// \file
/// On a terminal, one line redrawn in place: phase, files done of total,
/// the file just finished and the time left. Elsewhere (CI logs, pipes),
/// a plain line at most every few seconds, so a log shows the run is alive
/// without a line per file. Either way nothing is printed for a run that
/// ends quickly, and the bar is erased before the findings are printed.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_TOOLS_PROGRESSPRINTER_H
#define CU2HIP_TOOLS_PROGRESSPRINTER_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <string>

namespace cu2hip {

class ProgressPrinter {
public:
  enum class Style { Bar, Lines };
  struct Timing {
    /// Nothing is drawn before this: a quick run shows no progress at all.
    std::chrono::milliseconds FirstDraw{500};
    /// Between two draws of the bar, and between two lines.
    std::chrono::milliseconds BarInterval{100}, LineInterval{5000};
  };
  ProgressPrinter(llvm::raw_ostream &OS, Style S, unsigned Columns, Timing T)
      : OS(OS), S(S), Columns(Columns), T(T), Start(Clock::now()) {}
  ~ProgressPrinter() { finish(); }

  void update(llvm::StringRef Phase, unsigned Done, unsigned Total,
              llvm::StringRef File);
  /// Erases the bar (a no-op for lines).
  void finish();

private:
  using Clock = std::chrono::steady_clock;
  std::string eta(double Seconds) const;

  llvm::raw_ostream &OS;
  Style S;
  unsigned Columns;
  Timing T;
  Clock::time_point Start, PhaseStart, LastDraw;
  std::string Phase;
  bool Drawn = false;
};

} // namespace cu2hip

#endif
