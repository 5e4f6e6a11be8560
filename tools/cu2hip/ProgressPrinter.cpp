//===- ProgressPrinter.cpp - Progress on stderr ---------------------------===//
#include "ProgressPrinter.h"
#include "cu2hip/Support/TerminalText.h"
#include "llvm/Support/Format.h"

using namespace cu2hip;
using llvm::StringRef;

std::string ProgressPrinter::eta(double Seconds) const {
  unsigned S = static_cast<unsigned>(Seconds + 0.5);
  char Buf[32];
  snprintf(Buf, sizeof Buf, "%u:%02u", S / 60, S % 60);
  return Buf;
}

void ProgressPrinter::update(StringRef NewPhase, unsigned Done, unsigned Total,
                             StringRef Name) {
  Clock::time_point Now = Clock::now();
  if (NewPhase != Phase) {
    Phase = NewPhase.str();
    PhaseStart = Now;
  }
  bool Last = Done == Total;
  if (Now - Start < T.FirstDraw)
    return;
  auto Interval = S == Style::Bar ? T.BarInterval : T.LineInterval;
  if (Drawn && !Last && Now - LastDraw < Interval)
    return;
  if (S == Style::Lines && Last && !Drawn)
    return; // a phase that ended before the first line was due
  LastDraw = Now;
  Drawn = true;

  // A name from the input tree cannot drive the terminal.
  std::string Safe = escapeForTerminal(Name);
  StringRef File = Safe;
  double Elapsed = std::chrono::duration<double>(Now - PhaseStart).count();
  std::string Left =
      Done && !Last ? " ETA " + eta(Elapsed / Done * (Total - Done)) : "";
  unsigned Percent = Total ? Done * 100 / Total : 100;
  if (S == Style::Lines) {
    OS << "cu2hip: " << Phase << " " << Done << "/" << Total << " (" << Percent
       << "%)" << Left << " " << File << "\n";
    OS.flush();
    return;
  }
  constexpr unsigned Width = 24;
  unsigned Filled = Total ? Done * Width / Total : Width;
  std::string Line = "[" + std::string(Filled, '#') +
                     std::string(Width - Filled, ' ') + "] " + Phase + " " +
                     std::to_string(Done) + "/" + std::to_string(Total) + Left +
                     " ";
  // The file name is cut from the left: its end says more.
  size_t Room = Columns > Line.size() + 1 ? Columns - Line.size() - 1 : 0;
  bool Cut = File.size() > Room;
  if (Cut)
    File = Room > 3 ? File.take_back(Room - 3) : StringRef();
  OS << "\r\x1b[K" << Line << (Cut && Room > 3 ? "..." : "") << File;
  OS.flush();
}

void ProgressPrinter::finish() {
  if (S == Style::Bar && Drawn) {
    OS << "\r\x1b[K";
    OS.flush();
  }
  Drawn = false;
}
