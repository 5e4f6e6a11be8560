#!/usr/bin/env python3
"""Checks that screenshots are real pictures, not blank pages.

png_check.py FILE... decodes each PNG (8-bit RGB or RGBA, as Chromium writes
them; no imaging library needed) and prints one line per file:
`FILE: WIDTHxHEIGHT, N colours, M% of rows not blank`. It exits with status 1,
saying why, when a file is not such a PNG, or when it looks blank: fewer than
8 distinct colours, or under 20% of its rows with more than one colour.
"""
import struct
import sys
import zlib


def decode(path):
    """(width, height, rows): rows as bytes of RGB(A) pixels."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError("no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        elif kind != 0:
            raise ValueError(f"bad filter type {kind} on row {y}")
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def main(paths):
    failed = False
    for path in paths:
        try:
            width, height, bpp, rows = decode(path)
        except (OSError, ValueError, zlib.error) as e:
            print(f"{path}: error: {e}")
            failed = True
            continue
        colours, busy = set(), 0
        for row in rows:
            pixels = {row[i:i + 3] for i in range(0, len(row), bpp)}
            busy += len(pixels) > 1
            if len(colours) < 4096:
                colours |= pixels
        share = 100 * busy // max(height, 1)
        print(f"{path}: {width}x{height}, {min(len(colours), 4096)} colours, {share}% of rows not blank")
        if len(colours) < 8 or share < 20:
            print(f"{path}: error: looks blank")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
