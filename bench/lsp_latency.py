#!/usr/bin/env python3
"""Latency and memory of the language server, `cu2hip lsp` (issue 32).

Drives the server over stdin/stdout as an editor would and measures, per
file: the first open with an empty cache (the SDK being precompiled) and
with a warm one, the diagnostics of small edits sent one at a time and in a
burst of typing, hover and code actions after the last analysis; then the
server's memory over many edits of one file and over many files opened and
closed. A benchmark, not a test: it prints figures against the goals and
fails (exit 3) only when the server breaks the protocol (a stale version
published after a newer one, an answer missing).

  python3 bench/lsp_latency.py                       # inputs from the repository
  python3 bench/lsp_latency.py --typical A.cu --library B.cu --many DIR
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT = 120  # seconds for any one answer
GOALS = {"typical": 0.300, "library": 1.000, "request": 0.050}
DEFAULT_LIBRARY = os.path.join(ROOT, "examples", "libraries", "src", "thrust_sort.cu")


class Server:
    """One `cu2hip lsp` process and a thread reading what it writes."""

    def __init__(self, argv, env):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, env=env)
        self.cond = threading.Condition()
        self.inbox = []      # (arrival time, message), not yet taken
        self.published = {}  # uri -> newest version published
        self.stale = []      # versions published after a newer one
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()
        self.request("initialize", {"processId": os.getpid(),
                                    "rootUri": None, "capabilities": {}})
        self.notify("initialized", {})

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    with self.cond:
                        self.inbox.append((time.monotonic(), None))
                        self.cond.notify_all()
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            message = json.loads(out.read(length))
            now = time.monotonic()
            with self.cond:
                self._check_order(message)
                self.inbox.append((now, message))
                self.cond.notify_all()

    def _check_order(self, message):
        if message.get("method") != "textDocument/publishDiagnostics":
            return
        uri, version = message["params"]["uri"], message["params"].get("version")
        if version is None:
            self.published.pop(uri, None)
        elif version < self.published.get(uri, version):
            self.stale.append((uri, version, self.published[uri]))
        else:
            self.published[uri] = version

    def _send(self, message):
        body = json.dumps(dict(jsonrpc="2.0", **message)).encode()
        sent = time.monotonic()  # before: the answer may be read before write returns
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
        self.proc.stdin.flush()
        return sent

    def notify(self, method, params=None):
        message = {"method": method}
        if params is not None:
            message["params"] = params
        return self._send(message)

    def _take(self, match, what):
        """The first message matching, and its arrival time."""
        deadline = time.monotonic() + TIMEOUT
        with self.cond:
            while True:
                for i, (when, m) in enumerate(self.inbox):
                    if m is None:
                        sys.exit(f"lsp_latency: the server ended, waiting for {what}")
                    if match(m):
                        del self.inbox[i]
                        return when, m
                left = deadline - time.monotonic()
                if left <= 0:
                    sys.exit(f"lsp_latency: no {what} within {TIMEOUT} s")
                self.cond.wait(left)

    def request(self, method, params):
        """The answer's result and the seconds it took."""
        ident = self.next_id
        self.next_id += 1
        message = {"id": ident, "method": method}
        if params is not None:
            message["params"] = params
        sent = self._send(message)
        when, m = self._take(lambda m: m.get("id") == ident and "method" not in m,
                             f"answer to {method}")
        if "error" in m:
            sys.exit(f"lsp_latency: {method} failed: {m['error']}")
        return m.get("result"), when - sent

    def diagnostics(self, uri, version):
        """The time version's diagnostics arrived, and them."""
        def match(m):
            return (m.get("method") == "textDocument/publishDiagnostics"
                    and m["params"]["uri"] == uri
                    and m["params"].get("version") == version)
        when, m = self._take(match, f"diagnostics of {uri} version {version}")
        return when, m["params"]["diagnostics"]

    def drop_diagnostics(self, uri):
        """Forgets diagnostics of uri already received (superseded ones)."""
        with self.cond:
            self.inbox = [(w, m) for w, m in self.inbox
                          if m is None or m.get("params", {}).get("uri") != uri]

    def memory(self):
        """VmRSS and VmHWM in MiB (Linux), once the server has been idle for
        half a second (it gives freed memory back when idle)."""
        time.sleep(0.5)
        fields = {}
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                name, _, value = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    fields[name] = int(value.split()[0]) / 1024
        return fields["VmRSS"], fields["VmHWM"]

    def cpu(self):
        """Seconds of CPU the server has used, all threads (user + system)."""
        with open(f"/proc/{self.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        self.request("shutdown", None)
        self.notify("exit")
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def utf16_length(text):
    return len(text.encode("utf-16-le")) // 2


class Document:
    """An open document, its text kept as the server keeps it."""

    def __init__(self, server, path, text=None):
        self.server, self.path = server, os.path.abspath(path)
        self.uri = "file://" + self.path
        self.version = 1
        if text is None:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        self.lines = text.split("\n")

    def open(self):
        """Seconds to the first diagnostics, and them."""
        sent = self.server.notify("textDocument/didOpen", {"textDocument": {
            "uri": self.uri, "languageId": "cuda", "version": self.version,
            "text": "\n".join(self.lines)}})
        when, diags = self.server.diagnostics(self.uri, self.version)
        return when - sent, diags

    def close(self):
        self.server.notify("textDocument/didClose",
                           {"textDocument": {"uri": self.uri}})
        self.server.diagnostics(self.uri, None)

    def edit(self, line, start, end, text):
        """Replaces characters start..end of line (Python indices) by text,
        which may hold newlines; returns the time it was sent."""
        old = self.lines[line]
        rng = {"start": {"line": line, "character": utf16_length(old[:start])},
               "end": {"line": line, "character": utf16_length(old[:end])}}
        self.lines[line:line + 1] = (old[:start] + text + old[end:]).split("\n")
        self.version += 1
        return self.server.notify("textDocument/didChange", {
            "textDocument": {"uri": self.uri, "version": self.version},
            "contentChanges": [{"range": rng, "text": text}]})

    def delete_line(self, line):
        """Deletes a whole line (a range over its newline)."""
        rng = {"start": {"line": line, "character": 0},
               "end": {"line": line + 1, "character": 0}}
        del self.lines[line]
        self.version += 1
        return self.server.notify("textDocument/didChange", {
            "textDocument": {"uri": self.uri, "version": self.version},
            "contentChanges": [{"range": rng, "text": ""}]})


def statement_lines(lines):
    """Lines inside a function body that end a statement with `;`: where a
    user types. A rough scan (comments, strings and directives skipped), good
    enough to pick places to edit."""
    found, stack, in_comment, prev = [], [], False, ""
    for n, raw in enumerate(lines):
        code = raw
        if in_comment:
            if "*/" not in code:
                continue
            code, in_comment = code.split("*/", 1)[1], False
        code = re.sub(r"/\*.*?\*/", " ", code)
        if "/*" in code:
            code, in_comment = code.split("/*", 1)[0], True
        code = re.sub(r'"(\\.|[^"\\])*"|\'(\\.|[^\'\\])*\'', '""', code.split("//")[0])
        if code.lstrip().startswith("#"):
            continue
        if (any(stack) and code.rstrip().endswith(";") and raw.endswith(";")
                and not code.lstrip().startswith(("return", "case", "default"))):
            found.append(n)
        for i, c in enumerate(code):
            if c == "{":
                before = (prev + " " + code[:i]).rstrip()
                stack.append(bool(re.search(r"\)\s*(const|noexcept|override|mutable)?\s*$",
                                            before)) or bool(stack and stack[-1]))
            elif c == "}" and stack:
                stack.pop()
        if code.strip():
            prev = code
    return found


class Edits:
    """Small edits at statements spread over the file, each undone by the
    next: a line `(void)0;` inserted then deleted, a space inserted before a
    `;` then deleted. The text is valid after every edit."""

    def __init__(self, doc):
        self.doc, self.places = doc, statement_lines(doc.lines)
        if not self.places:
            sys.exit(f"lsp_latency: no statement inside a function in {doc.path}")
        self.count, self.undo = 0, None

    def send(self):
        doc = self.doc
        if self.undo:
            sent, self.undo = self.undo(), None
        else:
            line = self.places[(self.count // 2 * 7919) % len(self.places)]
            text = doc.lines[line]
            if self.count // 2 % 2 == 0:
                indent = text[:len(text) - len(text.lstrip())]
                sent = doc.edit(line, 0, 0, indent + "(void)0;\n")
                self.undo = lambda: doc.delete_line(line)
            else:
                semi = len(text) - 1
                sent = doc.edit(line, semi, semi, " ")
                self.undo = lambda: doc.edit(line, semi, semi + 1, "")
        self.count += 1
        return sent


def summary(values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    return {"n": len(values), "median": statistics.median(values), "p90": p90,
            "max": values[-1]}


def ms(s):
    return f"{s['median'] * 1000:7.1f} {s['p90'] * 1000:7.1f} {s['max'] * 1000:7.1f}"


def one_at_a_time(doc, count):
    """Seconds from each edit to its version's diagnostics, the next edit
    sent once those came; and the server's mean CPU seconds per edit (on a
    busy machine the wall time includes waits for a core, this does not)."""
    edits, times = Edits(doc), []
    cpu = doc.server.cpu()
    for _ in range(count):
        sent = edits.send()
        when, _ = doc.server.diagnostics(doc.uri, doc.version)
        times.append(when - sent)
    return times, (doc.server.cpu() - cpu) / count


def bursts(doc, count, size, gap):
    """Bursts of size edits gap seconds apart: seconds from each burst's last
    edit to its diagnostics, and how many of the burst's versions were
    published before it (superseded versions need not be)."""
    edits, times, published = Edits(doc), [], []
    for _ in range(count):
        first = doc.version + 1
        for _ in range(size):
            sent = edits.send()
            time.sleep(gap)
        when, _ = doc.server.diagnostics(doc.uri, doc.version)
        with doc.server.cond:
            published.append(sum(
                1 for _, m in doc.server.inbox
                if m and m.get("method") == "textDocument/publishDiagnostics"
                and m["params"]["uri"] == doc.uri
                and first <= (m["params"].get("version") or 0) < doc.version))
        times.append(when - sent)
        doc.server.drop_diagnostics(doc.uri)
    return times, published


def requests(doc, diags, count):
    """Seconds each hover on a CUDA name and each code action at a finding
    took, after the last analysis."""
    names = [(n, m.start() + 2) for n, line in enumerate(doc.lines)
             for m in re.finditer(r"\b(cuda|cub|thrust|__shfl|__sync)\w*", line)]
    ranges = [d["range"] for d in diags] or [
        {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}]
    hovers, actions = [], []
    ident = {"uri": doc.uri}
    for i in range(count):
        if names:
            line, col = names[i % len(names)]
            pos = {"line": line, "character": utf16_length(doc.lines[line][:col])}
            _, took = doc.server.request("textDocument/hover",
                                         {"textDocument": ident, "position": pos})
            hovers.append(took)
        rng = ranges[i % len(ranges)]
        near = [d for d in diags if d["range"] == rng]
        _, took = doc.server.request("textDocument/codeAction", {
            "textDocument": ident, "range": rng, "context": {"diagnostics": near}})
        actions.append(took)
    return hovers, actions


def measure_file(server, path, kind, args, cold):
    doc = Document(server, path)
    warm, diags = doc.open()
    lines = len(doc.lines)
    print(f"\n{kind}: {os.path.relpath(path, ROOT) if path.startswith(ROOT) else path}"
          f" ({lines} lines, {len(diags)} diagnostics)")
    print(f"  first open: cold {cold * 1000:.0f} ms (empty cache), "
          f"warm {warm * 1000:.0f} ms")
    result = {"file": path, "lines": lines, "diagnostics": len(diags),
              "cold_open_s": cold, "warm_open_s": warm}
    times, cpu = one_at_a_time(doc, args.edits)
    seq = dict(summary(times), cpu_mean=cpu)
    goal = GOALS[kind]
    print("                                   median     p90     max  (ms)")
    print(f"  edit -> diagnostics, one by one  {ms(seq)}   goal: median <= "
          f"{goal * 1000:.0f} ms: {'met' if seq['median'] <= goal else 'MISSED'}")
    print(f"  server CPU per edit (mean)       {cpu * 1000:7.1f}")
    burst_times, published = bursts(doc, args.bursts, args.burst_size, args.burst_gap)
    bur = summary(burst_times)
    print(f"  burst ({args.burst_size} edits, {args.burst_gap * 1000:.0f} ms apart), "
          f"last edit -> its diagnostics\n                                   {ms(bur)}"
          f"   (of each burst's older versions, {min(published)}-{max(published)}"
          f" of {args.burst_size - 1} published)")
    last_diags = doc_diagnostics(doc)
    hovers, actions = requests(doc, last_diags, args.requests)
    req = {}
    for name, values in (("hover", hovers), ("codeAction", actions)):
        if values:
            req[name] = summary(values)
            print(f"  {name:<32} {ms(req[name])}   goal: <= 50 ms: "
                  f"{'met' if req[name]['max'] <= GOALS['request'] else 'MISSED'}")
    doc.close()
    result.update(one_by_one=seq, burst=bur, burst_published=published, **req)
    return result


def doc_diagnostics(doc):
    """The current version's diagnostics, from a full change to the same
    text (so they are certain to be of the text as it stands)."""
    doc.version += 1
    doc.server.notify("textDocument/didChange", {
        "textDocument": {"uri": doc.uri, "version": doc.version},
        "contentChanges": [{"text": "\n".join(doc.lines)}]})
    _, diags = doc.server.diagnostics(doc.uri, doc.version)
    return diags


def memory_edits(server, path, count, every):
    doc = Document(server, path)
    doc.open()
    edits, samples = Edits(doc), []
    for i in range(count + 1):
        if i % every == 0:
            samples.append((i, *server.memory()))
        if i < count:
            edits.send()
            doc.server.diagnostics(doc.uri, doc.version)
    doc.close()
    return samples


def memory_files(server, paths, every):
    samples = []
    for i, path in enumerate(paths + [None]):
        if i % every == 0 or path is None:
            samples.append((i, *server.memory()))
        if path:
            doc = Document(server, path)
            doc.open()
            doc.close()
    return samples


def print_memory(title, samples, unit):
    rss = [s[1] for s in samples]
    print(f"\n{title}: RSS start {rss[0]:.0f} MiB, end {rss[-1]:.0f} MiB, "
          f"max {max(rss):.0f} MiB (peak VmHWM {samples[-1][2]:.0f} MiB)")
    print("  " + ", ".join(f"{n} {unit}: {r:.0f}" for n, r, _ in samples))
    return {"samples": samples, "start": rss[0], "end": rss[-1], "max": max(rss),
            "hwm": samples[-1][2]}


def many_files(spec, count):
    """count .cu files: spec's files, or the .cu files under spec's folders."""
    found = []
    for item in spec:
        if os.path.isdir(item):
            for dirpath, dirs, files in os.walk(item):
                dirs.sort()
                found += [os.path.join(dirpath, f) for f in sorted(files)
                          if f.endswith(".cu")]
        else:
            found.append(item)
    return found[:count]


def survey(server, paths, edits):
    """Each file opened, edited edits times one by one, closed: the median
    wall and mean CPU time of its edits, one line per file."""
    rows = []
    for path in paths:
        doc = Document(server, path)
        first, diags = doc.open()
        times, cpu = one_at_a_time(doc, edits)
        errors = sum(1 for d in diags if d.get("code") == "cu2hip-parse-error")
        rows.append({"file": path, "lines": len(doc.lines), "open_s": first,
                     "median_s": statistics.median(times), "cpu_s": cpu,
                     "parse_errors": errors})
        print(f"  {rows[-1]['median_s'] * 1000:7.0f} {cpu * 1000:7.0f} "
              f"{first * 1000:7.0f} {len(doc.lines):6d} {errors:3d}  {path}", flush=True)
        doc.close()
    medians = [r["median_s"] for r in rows]
    met = sum(1 for m in medians if m <= GOALS["typical"])
    print(f"  {len(rows)} files: median of the medians {statistics.median(medians) * 1000:.0f} ms,"
          f" {met} within {GOALS['typical'] * 1000:.0f} ms")
    return rows


def composite_typical(folder):
    """A 500-1,000-line translation unit from bench/kernels: each kernel file
    in a namespace of its own, its `main` renamed, one `main` calling all."""
    kernels = os.path.join(ROOT, "bench", "kernels")
    parts, calls, total = [], [], 0
    for name in sorted(os.listdir(kernels)):
        if not name.endswith(".cu") or total > 600:
            continue
        with open(os.path.join(kernels, name)) as f:
            body = f.read().replace('#include "harness.cuh"\n', "")
        stem = name[:-3]
        body = re.sub(r"\bint main\(\)", "int run()", body)
        parts.append(f"namespace {stem} {{\n{body}}} // namespace {stem}\n")
        calls.append(f"  status |= {stem}::run();")
        total += body.count("\n")
    text = (f'#include "{os.path.join(kernels, "harness.cuh")}"\n\n' + "\n".join(parts)
            + "\nint main() {\n  int status = 0;\n" + "\n".join(calls)
            + "\n  return status;\n}\n")
    path = os.path.join(folder, "kernels_together.cu")
    with open(path, "w") as f:
        f.write(text)
    return path


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--cu2hip", default=os.path.join(ROOT, "build", "bin", "cu2hip"))
    p.add_argument("--typical", help="a 500-1,000-line .cu file (default: "
                   "bench/kernels' files as one translation unit)")
    p.add_argument("--library", default=DEFAULT_LIBRARY,
                   help="a file using CUB or Thrust (default: "
                   "examples/libraries/src/thrust_sort.cu)")
    p.add_argument("--many", nargs="*", default=[os.path.join(ROOT, "test"),
                                                 os.path.join(ROOT, "examples")],
                   help="files, or folders of .cu files, to open and close")
    p.add_argument("--edits", type=int, default=50)
    p.add_argument("--bursts", type=int, default=5)
    p.add_argument("--burst-size", type=int, default=20)
    p.add_argument("--burst-gap", type=float, default=0.030)
    p.add_argument("--requests", type=int, default=50)
    p.add_argument("--memory-edits", type=int, default=1000)
    p.add_argument("--memory-files", type=int, default=200)
    p.add_argument("--cache-dir", help="cache to use (default: a new empty one, "
                   "so the first open shows the SDK's precompilation)")
    p.add_argument("--survey", nargs="+", metavar="PATH",
                   help="instead: each file (or .cu file under each folder) "
                   "opened, edited --survey-edits times, closed; one line each")
    p.add_argument("--survey-edits", type=int, default=6)
    p.add_argument("--json", help="write the figures here too")
    p.add_argument("server_args", nargs="*",
                   help="after '--': more arguments for cu2hip lsp")
    args = p.parse_args()

    tmp = tempfile.mkdtemp(prefix="cu2hip-lsp-bench-")
    try:
        return run(args, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run(args, tmp):
    cache = args.cache_dir or os.path.join(tmp, "cache")
    binary = os.path.join(tmp, "cu2hip")
    shutil.copy2(args.cu2hip, binary)  # a relink cannot swap it out halfway
    env = dict(os.environ, XDG_CACHE_HOME=os.path.join(tmp, "xdg"))
    argv = [binary, "lsp", "--cache-dir", cache] + args.server_args
    if args.library == DEFAULT_LIBRARY:
        argv += ["-I", os.path.join(ROOT, "examples", "libraries", "include")]
    typical = os.path.abspath(args.typical or composite_typical(tmp))
    files = [("typical", typical), ("library", os.path.abspath(args.library))]
    print(f"cu2hip lsp latency, {os.cpu_count()} cores, load average "
          f"{os.getloadavg()[0]:.1f}, cache {cache}"
          + ("" if args.cache_dir else " (new)"))
    if args.survey:
        server = Server(argv, env)
        print("  edit ms  CPU ms  open ms  lines  parse errors  file")
        rows = survey(server, many_files(args.survey, 10 ** 9), args.survey_edits)
        server.stop()
        if args.json:
            with open(args.json, "w") as f:
                json.dump({"survey": rows, "server": argv[1:]}, f, indent=1)
        return 0

    # Cold: each file's first open in a server whose cache starts empty.
    server = Server(argv, env)
    cold = {path: Document(server, path).open()[0] for _, path in files}
    server.stop()

    report = {"cores": os.cpu_count(), "server": argv[1:], "files": [],
              "load_average_start": os.getloadavg()[0]}
    server = Server(argv, env)
    for kind, path in files:
        report["files"].append(measure_file(server, path, kind, args, cold[path]))
    if args.memory_edits:
        report["memory_edits"] = print_memory(
            f"memory over {args.memory_edits} edits of {os.path.basename(typical)}",
            memory_edits(server, typical, args.memory_edits,
                         max(1, args.memory_edits // 10)), "edits")
    if args.memory_files:
        paths = many_files(args.many, args.memory_files)
        report["memory_files"] = print_memory(
            f"memory over {len(paths)} files opened and closed",
            memory_files(server, paths, max(1, len(paths) // 10)), "files")
    stale = server.stale
    server.stop()
    report["load_average_end"] = os.getloadavg()[0]
    print(f"\nload average at the end {report['load_average_end']:.1f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=1)
    if stale:
        print(f"\nstale diagnostics published after newer ones: {stale}")
        return 3
    print("\nno stale diagnostics published after newer ones")
    return 0


if __name__ == "__main__":
    sys.exit(main())
