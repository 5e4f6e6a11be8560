#!/usr/bin/env python3
"""A scripted LSP client for the lit tests of `cu2hip lsp`.

Usage: lsp_client.py STEPS ROOT -- SERVER-COMMAND...

Starts the server, sends what STEPS says, and prints every message it waits
for as one line of JSON with sorted keys, for FileCheck. In STEPS, @ROOT@ is
ROOT (absolute) and @TEXT:name@ is the file ROOT/name as a JSON string.
One step per line ('#' starts a comment):

  send JSON            a message, framed with its Content-Length
  raw TEXT             bytes as they are (Python escapes: \\r\\n)
  big N                a message whose Content-Length says N bytes, and N bytes
  response ID          wait for the response with this id (JSON: 1, null)
  notification METHOD  wait for the next notification of this method
  request METHOD       wait for the server's next request of this method, and
                       answer it with the result null
  request-error METHOD the same, answered with an error
  remove NAME          delete the file ROOT/NAME
  hold                 keep what the next steps send, until...
  release              ...this step sends it all in one write
  diagnostics VERSION  wait for publishDiagnostics of this version (none:
                       the clearing one of a closed document)
  close-stdin          close the server's input, then wait for it to end
  wait-exit            wait for the server to end
  apply-edit ID KIND IN OUT
                       apply the workspace edit of the code action of KIND
                       in response ID (already waited for) to the text of
                       file IN, for IN's URI, and write the result to OUT
  save-result ID KEY OUT
                       write the string result[KEY] of response ID (already
                       waited for) to file OUT
  write-file PATH TEXT write TEXT (a JSON string) to file PATH
Each wait gives up after 60 s. At the end, each message no step waited for is
printed after "unawaited: ". Diagnostics of an older version arriving
after a newer one's for the same document fail the run (exit status 1).
"""
import json
import os
import subprocess
import sys
import threading

TIMEOUT = 60


class Client:
    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE)
        self.messages = []  # received, not yet printed
        self.held = None  # bytes kept by "hold", sent by "release"
        self.cond = threading.Condition()
        self.ended = False
        self.latest = {}  # uri -> newest diagnostics version seen
        self.stale = []
        self.responses = {}  # id -> response printed
        threading.Thread(target=self.read_all, daemon=True).start()

    def read_all(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return self.end()
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.lower() == b"content-length":
                    length = int(value)
            body = out.read(length)
            message = json.loads(body)
            self.check_order(message)
            with self.cond:
                self.messages.append(message)
                self.cond.notify_all()

    def check_order(self, message):
        if message.get("method") != "textDocument/publishDiagnostics":
            return
        params = message["params"]
        version = params.get("version")
        uri = params["uri"]
        if version is None:
            self.latest.pop(uri, None)
            return
        if version < self.latest.get(uri, version):
            self.stale.append(message)
        self.latest[uri] = max(version, self.latest.get(uri, version))

    def end(self):
        with self.cond:
            self.ended = True
            self.cond.notify_all()

    def send_bytes(self, data):
        if self.held is not None:
            self.held += data
            return
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, text):
        body = json.dumps(json.loads(text)).encode()
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def big(self, size):
        self.send_bytes(b"Content-Length: %d\r\n\r\n" % size)
        chunk = b"x" * (1 << 20)
        while size > 0:
            self.send_bytes(chunk[:size])
            size -= len(chunk)

    def wait_for(self, match, what):
        with self.cond:
            while True:
                for i, m in enumerate(self.messages):
                    if match(m):
                        del self.messages[i]
                        if "method" not in m:
                            self.responses[json.dumps(m.get("id"))] = m
                        print(json.dumps(m, sort_keys=True))
                        sys.stdout.flush()
                        return m
                if self.ended or not self.cond.wait(TIMEOUT):
                    sys.exit(f"lsp_client: no {what} "
                             f"({'server ended' if self.ended else 'timeout'})")

    def wait_exit(self):
        try:
            status = self.proc.wait(TIMEOUT)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            sys.exit("lsp_client: the server did not end")
        print(f"exit status {status}")


def offset_of(text, position):
    """The index in text of an LSP position (its character in UTF-16 code
    units)."""
    lines = text.splitlines(keepends=True)
    line = position["line"]
    if line >= len(lines):
        return len(text)
    start = sum(len(l) for l in lines[:line])
    units = lines[line].encode("utf-16-le")[:2 * position["character"]]
    return start + len(units.decode("utf-16-le"))


def apply_edits(text, edits):
    """text with LSP TextEdits applied: each range is of the original text;
    inserts at one place keep their order in the array."""
    placed = sorted(((offset_of(text, e["range"]["start"]),
                      offset_of(text, e["range"]["end"]), i, e["newText"])
                     for i, e in enumerate(edits)))
    out, pos = [], 0
    for start, end, _, new in placed:
        if start < pos:
            sys.exit("lsp_client: overlapping text edits")
        out.append(text[pos:start])
        out.append(new)
        pos = end
    out.append(text[pos:])
    return "".join(out)


def awaited_response(client, id_):
    response = client.responses.get(json.dumps(json.loads(id_)))
    if response is None:
        sys.exit(f"lsp_client: no response {id_} waited for")
    return response


def apply_action_edit(client, arg):
    id_, kind, source, target = arg.split()
    response = awaited_response(client, id_)
    actions = [a for a in response["result"] if a.get("kind") == kind]
    if len(actions) != 1:
        sys.exit(f"lsp_client: {len(actions)} actions of kind {kind}")
    uri = "file://" + source
    with open(source, newline="") as f:
        text = f.read()
    text = apply_edits(text, actions[0]["edit"]["changes"][uri])
    with open(target, "w", newline="") as f:
        f.write(text)


def save_result(client, arg):
    id_, key, target = arg.split()
    with open(target, "w", newline="") as f:
        f.write(awaited_response(client, id_)["result"][key])


def write_file(arg):
    path, _, text = arg.partition(" ")
    with open(path, "w", newline="") as f:
        f.write(json.loads(text))


def expand(text, root):
    text = text.replace("@ROOT@", root)
    while "@TEXT:" in text:
        start = text.index("@TEXT:")
        end = text.index("@", start + 1)
        with open(os.path.join(root, text[start + 6:end])) as f:
            text = text[:start] + json.dumps(f.read()) + text[end + 1:]
    return text


def run_step(client, step, arg):
    if step == "send":
        client.send(arg)
    elif step == "raw":
        client.send_bytes(arg.encode().decode("unicode_escape").encode("latin-1"))
    elif step == "big":
        client.big(int(arg))
    elif step == "response":
        want = json.loads(arg)
        client.wait_for(lambda m: "method" not in m and m.get("id") == want,
                        f"response {arg}")
    elif step in ("request", "request-error"):
        message = client.wait_for(
            lambda m: m.get("method") == arg and "id" in m, f"request {arg}")
        answer = {"jsonrpc": "2.0", "id": message["id"], "result": None}
        if step == "request-error":
            del answer["result"]
            answer["error"] = {"code": -32603, "message": "refused"}
        client.send(json.dumps(answer))
    elif step == "hold":
        client.held = b""
    elif step == "release":
        data, client.held = client.held, None
        client.send_bytes(data)
    elif step == "remove":
        os.remove(os.path.join(client.root, arg))
    elif step == "notification":
        client.wait_for(lambda m: m.get("method") == arg and "id" not in m,
                        f"notification {arg}")
    elif step == "diagnostics":
        want = json.loads(arg) if arg else None
        client.wait_for(
            lambda m: m.get("method") == "textDocument/publishDiagnostics"
            and m["params"].get("version") == want,
            f"diagnostics of version {arg}")
    elif step == "close-stdin":
        client.proc.stdin.close()
        client.wait_exit()
    elif step == "wait-exit":
        client.wait_exit()
    elif step == "apply-edit":
        apply_action_edit(client, arg)
    elif step == "save-result":
        save_result(client, arg)
    elif step == "write-file":
        write_file(arg)
    else:
        sys.exit(f"lsp_client: unknown step '{step}'")


def main():
    if len(sys.argv) < 5 or sys.argv[3] != "--":
        sys.exit(__doc__.strip().splitlines()[2])
    steps, root = sys.argv[1], os.path.abspath(sys.argv[2])
    client = Client(sys.argv[4:])
    client.root = root
    with open(steps) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            step, _, arg = line.partition(" ")
            run_step(client, step, expand(arg, root))
    if client.proc.poll() is None:
        client.proc.kill()
    # What came and was never waited for, so a test can say none did.
    with client.cond:
        for m in client.messages:
            print("unawaited: " + json.dumps(m, sort_keys=True))
    if client.stale:
        sys.exit("lsp_client: stale diagnostics after newer ones: "
                 + json.dumps(client.stale))


if __name__ == "__main__":
    main()
