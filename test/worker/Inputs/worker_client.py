#!/usr/bin/env python3
"""worker_client.py SCRIPT [--proto] -- COMMAND...: starts COMMAND (a
persistent worker), plays the script's `# WORKER: ` lines and prints what
comes back (up to the script's first split-file part). In JSON (the default) or, with --proto, in Bazel's protobuf
format (a varint length, then the message):

    send TEXT      write TEXT to the worker's stdin, as it is (no newline)
    sendline TEXT  write TEXT and a newline
    sendhex HEX    write the bytes HEX spells
    frame HEX      (proto) write the message HEX spells after its length
    request ARG... write a request of the arguments, N its requestId (N
                   counts up), with an input (path and digest) as Bazel does
    unknown ARG... (proto) as request, with fields the worker does not know,
                   one of each wire type, around the ones it does
    sized S ARG... (proto) as request, padded (an unknown field) to S bytes
    big MIB        write a request of MIB mebibytes
    expect N       read N responses; print each as
                   "response <requestId> exit <exitCode>", then its output's
                   lines as "| line"
    term           send SIGTERM; print "ended <status>" once it ends
    close          close stdin
    eof            close stdin; print "ended <status>" once it ends

Every response must hold only exitCode, output and requestId (a JSON object
on a line, or a message of fields 1 to 3 of the right wire types); anything
else the worker writes on stdout fails the run."""
import json
import signal
import subprocess
import sys
import time

TIMEOUT = 60


def varint(value):
    value &= (1 << 64) - 1  # a negative int32 as its 64-bit two's complement
    out = bytearray()
    while True:
        byte, value = value & 0x7f, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def field(number, wire_type, value):
    """A field: value is an int (varint, or fixed of wire type 1 or 5) or
    bytes (wire type 2)."""
    tag = varint(number << 3 | wire_type)
    if wire_type == 0:
        return tag + varint(value)
    if wire_type in (1, 5):
        return tag + value.to_bytes(8 if wire_type == 1 else 4, "little")
    return tag + varint(len(value)) + value


def proto_request(args, request_id, unknown=False, size=0):
    known = b"".join(field(1, 2, a.encode()) for a in args) + \
        field(2, 2, field(1, 2, b"x") + field(2, 2, b"\x01\x02")) + \
        field(3, 0, request_id)
    if unknown:
        known = field(7, 0, 300) + field(8, 1, 1 << 60) + known + \
            field(5, 0, 10) + field(6, 2, b"") + \
            field(9, 2, field(1, 2, b"nested")) + field(10, 5, 7) + \
            field(1000, 0, 1)
    if size:
        # field 15 of wire type 2: a tag, a one-byte length, the padding.
        padding = size - len(known) - 2
        assert 0 <= padding < 128, "cannot pad to %d bytes" % size
        known += field(15, 2, b"p" * padding)
    return varint(len(known)) + known


def read_varint(read):
    value = shift = 0
    while True:
        byte = read(1)
        if not byte:
            sys.exit("error: the worker's stdout ended")
        value |= (byte[0] & 0x7f) << shift
        shift += 7
        if not byte[0] & 0x80:
            return value
        if shift > 63:
            sys.exit("error: a varint longer than 64 bits")


def read_proto_response(out):
    """The response's fields, as the JSON names them; the message decoded
    strictly: fields 1 to 3, each once, of their wire types."""
    size = read_varint(out.read)
    message = out.read(size)
    if len(message) != size:
        sys.exit("error: a response cut short")
    pos, response = 0, {}

    def read(n):
        nonlocal pos
        pos += n
        if pos > size:
            sys.exit("error: a field runs past the response's end")
        return message[pos - n:pos]
    names = {1: ("exitCode", 0), 2: ("output", 2), 3: ("requestId", 0)}
    while pos < size:
        tag = read_varint(read)
        if tag >> 3 not in names or names[tag >> 3][1] != tag & 7:
            sys.exit("error: unexpected field tag %d" % tag)
        name = names[tag >> 3][0]
        if name in response:
            sys.exit("error: %s twice" % name)
        value = read_varint(read)
        if name == "output":
            response[name] = read(value).decode("utf-8")
        else:
            response[name] = value - (1 << 64) if value >> 63 else value
    return response


def read_response(out, proto):
    if proto:
        response = read_proto_response(out)
    else:
        line = out.readline()
        if not line:
            sys.exit("error: the worker's stdout ended")
        response = json.loads(line)
        extra = set(response) - {"exitCode", "output", "requestId"}
        if extra:
            sys.exit("error: unexpected fields %s" % sorted(extra))
    print("response %d exit %d" % (response.get("requestId", 0),
                                   response.get("exitCode", 0)))
    for text in response.get("output", "").splitlines():
        print("| " + text)


def wait_end(worker):
    start = time.time()
    status = worker.wait(timeout=TIMEOUT)
    # Bazel waits a little for a worker it stops: it must not linger.
    print("ended %d%s" % (status, "" if time.time() - start < 2 else " late"))


def main():
    script, command = sys.argv[1], sys.argv[sys.argv.index("--") + 1:]
    proto = "--proto" in sys.argv[2:sys.argv.index("--")]
    worker = subprocess.Popen(command, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE)
    next_id = 1
    for line in open(script):
        if line.startswith("#--- "):
            break  # split-file's parts hold scripts of their own
        if not line.startswith("# WORKER: "):
            continue
        verb, _, rest = line[len("# WORKER: "):].rstrip("\n").partition(" ")
        if verb in ("send", "sendline"):
            worker.stdin.write((rest + ("\n" if verb == "sendline" else ""))
                               .encode())
        elif verb == "sendhex":
            worker.stdin.write(bytes.fromhex(rest))
        elif verb == "frame":
            message = bytes.fromhex(rest)
            worker.stdin.write(varint(len(message)) + message)
        elif verb in ("request", "unknown", "sized") and proto:
            args = rest.split()
            size = int(args.pop(0)) if verb == "sized" else 0
            worker.stdin.write(proto_request(args, next_id,
                                             verb == "unknown", size))
            next_id += 1
        elif verb == "big" and proto:
            worker.stdin.write(proto_request(["x" * (int(rest) << 20)], 0))
        elif verb == "request":
            worker.stdin.write(json.dumps(
                {"arguments": rest.split(), "requestId": next_id,
                 "inputs": [{"path": "x", "digest": "eA=="}]}).encode())
            next_id += 1
        elif verb == "big":
            worker.stdin.write(b'{"arguments": ["' +
                               b"x" * (int(rest) << 20) + b'"]}')
        elif verb == "expect":
            if not worker.stdin.closed:
                worker.stdin.flush()
            for _ in range(int(rest)):
                read_response(worker.stdout, proto)
        elif verb == "term":
            time.sleep(0.2)
            worker.send_signal(signal.SIGTERM)
            wait_end(worker)
        elif verb == "close":
            worker.stdin.close()
        elif verb == "eof":
            worker.stdin.close()
            wait_end(worker)
        else:
            sys.exit("error: unknown verb " + verb)
        if not worker.stdin.closed and worker.poll() is None:
            worker.stdin.flush()
    rest = worker.stdout.read()
    if rest:
        sys.exit("error: the worker wrote more: %r" % rest[:200])


if __name__ == "__main__":
    main()
