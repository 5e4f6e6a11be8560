#!/usr/bin/env python3
"""Conformance benchmark: translate real CUDA projects with cu2hip, compile
every translated unit with hipcc, and classify each failure by its first error.

This is a benchmark, not a test (not run by lit or ctest).  Standard library
only.  See README.md next to this file for the corpus layout, the per-project
configuration and the classification rules.
"""

import argparse
import concurrent.futures
import difflib
import fnmatch
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

SOURCE_EXTS = ('.cu', '.cuh', '.cpp', '.cc', '.cxx', '.c', '.h', '.hpp', '.hh',
               '.hxx', '.inl', '.inc', '.ipp')
TU_EXTS = ('.cu', '.cpp', '.cc', '.cxx', '.c')

# cu2hip finding kinds that mean "this is not translated, and we said so".
REPORTED_KINDS = {
    'unsupported-api', 'unmapped-api', 'unsupported-in-target', 'inline-ptx',
    'texture-reference', 'dynamic-parallelism', 'cooperative-multi-device',
    'graphics-interop', 'pasted-name', 'call-not-rewritten',
    'launch-not-rewritten', 'library-workflow', 'parse-error',
    'overload-collision',
}

# Headers of ROCm libraries (or their CUDA originals) that Debian's HIP 5.2
# does not ship.  A missing one of these is `environment`.
ENV_HEADER_RE = re.compile(
    r'^(hipblas|hipblaslt|rocblas|miopen|hipfft|rocfft|hipcub|rocthrust|thrust|'
    r'roctx|roctracer|hipsolver|rocsolver|rccl|nccl|hiptensor|hipdnn|rocwmma|'
    r'hipsparselt|nvshmem|mpi|omp|torch|ATen|c10|pybind11|Python|cutlass|cute|'
    r'gtest|gmock|benchmark|dmlc|cudnn|hipfort|rocprofiler|helper_|'
    r'hip/hip_cooperative_groups)',
    re.I)

# A name that still looks like CUDA.
CUDA_NAME_RE = re.compile(
    r'^(cuda[A-Z_]\w*|CUDA_\w+|CU[A-Z_]\w*|cu[A-Z]\w*|cublas\w*|cusparse\w*|'
    r'cufft\w*|curand\w*|cusolver\w*|cudnn\w*|nvrtc\w*|nvtx\w*|__nv_\w+|'
    r'nv_bfloat\w*|__nv\w+|cub|cuda|nvcuda|wmma|cooperative_groups)$')
CUDA_HEADER_RE = re.compile(
    r'^(cuda|cu[a-z]+[_.]|cublas|cusparse|cufft|curand|cusolver|nvrtc|nvtx|'
    r'nvToolsExt|nvml|cooperative_groups|cub/|nv/|crt/|mma\.h|sm_\d+|'
    r'vector_types|library_types|driver_types|device_launch|math_constants)', re.I)

ERR_RE = re.compile(r'^(.*?):(\d+):(\d+): (fatal error|error): (.*)$')
FINDING_RE = re.compile(r'^(.*?):(\d+):(\d+): (warning|error): (.*) \[cu2hip-([a-z0-9-]+)\]$')
IDENT_RE = re.compile(r"'([A-Za-z_][\w:]*)'")
LEFT_CUDA_RE = re.compile(r'\b(cuda[A-Z]\w*|cu(?:blas|sparse|fft|rand|solver|dnn)[A-Z_]\w*|CUDA_[A-Z_]+\w*)\b')


def log(*a):
    print(*a, file=sys.stderr, flush=True)


# The corpus configurations kept in the repository (ours, unlike the code they
# name); one next to the project in the corpus folder takes precedence.
CONFIG_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'corpus')


def config_path(corpus, project):
    for folder in (corpus, CONFIG_DIR):
        path = os.path.join(folder, project + '.json')
        if os.path.exists(path):
            return path
    return None


def load_config(corpus, project):
    cfg = {'roots': ['.'], 'tus': None, 'exclude': [], 'include': [],
           'defines': [], 'hipcc_flags': [], 'cu2hip_flags': [], 'std': 'c++17'}
    path = config_path(corpus, project)
    if path:
        with open(path) as f:
            cfg.update(json.load(f))
    return cfg


def list_tus(pdir, cfg):
    """Translation units, as paths relative to the project folder."""
    out = []
    pats = cfg['tus'] or ['*' + e for e in ('.cu',)]
    for root in cfg['roots']:
        rabs = os.path.normpath(os.path.join(pdir, root))
        if os.path.isfile(rabs):
            cands = [os.path.relpath(rabs, pdir)]
        else:
            cands = []
            for d, dirs, files in os.walk(rabs):
                dirs[:] = sorted(x for x in dirs if x not in ('.git', '.svn', '.hg'))
                for fn in sorted(files):
                    if fn.lower().endswith(TU_EXTS):
                        cands.append(os.path.relpath(os.path.join(d, fn), pdir))
        for rel in cands:
            if not any(fnmatch.fnmatch(rel, p) for p in pats):
                continue
            if any(fnmatch.fnmatch(rel, p) for p in cfg['exclude']):
                continue
            out.append(rel)
    out = sorted(set(out) - included_sources(pdir, out))
    lim = cfg.get('limit')
    if lim and len(out) > lim:  # stratified: every k-th file, deterministic
        step = len(out) / lim
        out = [out[int(i * step)] for i in range(lim)]
    return out


INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def included_sources(pdir, tus):
    """Candidate TUs another candidate #includes ("gpuSolver.cu" pasted into
    a main file): parts of that TU, not TUs of their own."""
    included = set()
    for rel in tus:
        try:
            with open(os.path.join(pdir, rel), encoding='utf-8', errors='replace') as f:
                text = f.read()
        except OSError:
            continue
        for name in INCLUDE_RE.findall(text):
            target = os.path.normpath(os.path.join(os.path.dirname(rel), name))
            if target != rel:
                included.add(target)
    return included


def root_of(rel, roots):
    for r in roots:
        r = os.path.normpath(r)
        if r == '.' or rel == r or rel.startswith(r + '/'):
            return r
    return None


def run(cmd, timeout, cwd=None, env=None):
    t0 = time.time()
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
        return p.returncode, p.stdout.decode('utf-8', 'replace'), \
            p.stderr.decode('utf-8', 'replace'), time.time() - t0
    except subprocess.TimeoutExpired as e:
        err = (e.stderr or b'').decode('utf-8', 'replace') if isinstance(e.stderr, bytes) else ''
        return 124, '', err, time.time() - t0


def check_report_path(outdir, i):
    """Where the i-th root's --check-build report goes: beside the tree."""
    return os.path.join(os.path.dirname(outdir), 'cu2hip-check-%d.json' % i)


def checked_units(outdir, cfg):
    """The units cu2hip's --check-build compiled, by real input path."""
    units = {}
    for i in range(len(cfg['roots'])):
        try:
            with open(check_report_path(outdir, i)) as f:
                report = json.load(f)
        except (OSError, ValueError):
            continue
        for u in report.get('build_check', {}).get('units', []):
            if u['result'] != 'not-checked':
                units[os.path.realpath(u['input'])] = u
    return units


def unit_error(unit):
    """The first error of a unit cu2hip's check failed, as first_error()
    gives one, at its CUDA place ("path:line: message" or "path: message")."""
    m = re.match(r'^(.*?):(\d+): (.*)$', unit['summary'], re.S)
    if m:
        return {'file': m.group(1), 'line': int(m.group(2)), 'col': 0, 'fatal': False,
                'message': m.group(3)}
    path, _, msg = unit['summary'].partition(': ')
    return {'file': path or None, 'line': 0, 'col': 0, 'fatal': False, 'message': msg}


def run_groups(roots):
    """How the roots are translated: all in one run when each is one folder
    name (cu2hip writes each input at -o/<its last component>, which is then
    the harness's layout), else one run per root."""
    names = [os.path.normpath(r) for r in roots]
    if len(names) > 1 and all('/' not in n and n != '.' for n in names) \
            and len(set(names)) == len(names):
        return [roots]
    return [[r] for r in roots]


def translate_cu2hip(cu2hip, pdir, outdir, cfg, jobs, env, timeout, hipcc=None):
    """cu2hip tree mode; returns the findings (list of dicts) and the log.
    With hipcc, cu2hip also compiles what it wrote (--check-build) and says
    per unit whether it builds (checked_units reads that back). A project
    whose roots need a run each is not checked so: a unit's includes from
    another root would reach that root's CUDA original, not its translation
    (a user translates the project whole), so the harness compiles those."""
    findings = []
    log_lines = []
    groups = run_groups(cfg['roots'])
    if len(groups) > 1:
        hipcc = None
    for i, group in enumerate(groups):
        srcs = [os.path.normpath(os.path.join(pdir, root)) for root in group]
        dst = outdir if len(group) > 1 else os.path.normpath(os.path.join(outdir, group[0]))
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        cmd = [cu2hip] + srcs + ['-o', dst, '--hip-version', '5.2', '--no-cache',
                                 '--progress=none', '-j', str(jobs)]
        if hipcc:
            cmd += ['--check-build', '--hipcc', hipcc, '--report', check_report_path(outdir, i)]
        for inc in cfg['include']:
            cmd += ['-I', os.path.normpath(os.path.join(pdir, inc))]
        for d in cfg['defines']:
            cmd += ['-D', d]
        cmd += cfg['cu2hip_flags']
        rc, _, err, dt = run(cmd, timeout, env=env)
        log_lines.append('$ %s\n(rc %d, %.1f s)\n%s' % (shlex.join(cmd), rc, dt, err))
        findings += parse_findings(err)
        log('  cu2hip %s: rc %d, %.1f s' % (' '.join(group), rc, dt))
    return findings, '\n'.join(log_lines)


def translate_other(template, pdir, outdir, cfg, timeout):
    """Copy each root, then run the other translator on every source file."""
    n = 0
    for root in cfg['roots']:
        src = os.path.normpath(os.path.join(pdir, root))
        dst = os.path.normpath(os.path.join(outdir, root))
        if os.path.isfile(src):
            pairs = [(src, dst)]
            os.makedirs(os.path.dirname(dst), exist_ok=True)
        else:
            shutil.copytree(src, dst, symlinks=True, dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns('.git'))
            pairs = []
            for d, _, files in os.walk(src):
                for fn in files:
                    if fn.lower().endswith(SOURCE_EXTS):
                        s = os.path.join(d, fn)
                        pairs.append((s, os.path.join(dst, os.path.relpath(s, src))))
        for s, o in pairs:
            cmd = template.format(**{'in': shlex.quote(s), 'out': shlex.quote(o)})
            try:
                subprocess.run(cmd, shell=True, timeout=timeout,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            except subprocess.TimeoutExpired:
                pass
            n += 1
    return n


def compile_cmd(hipcc, tu_out, pdir, outdir, cfg, mode):
    cmd = [hipcc, '--offload-arch=gfx90a', '-Wno-unused-command-line-argument', '-w']
    if tu_out.endswith('.c'):
        cmd += ['-D__HIP_PLATFORM_AMD__']
    elif cfg.get('std'):
        cmd += ['-std=' + cfg['std']]
    cmd += ['-fsyntax-only'] if mode == 'syntax' else ['-c', '-o', '/dev/null']
    for inc in cfg['include']:
        # The translated copy first, the original (for parts that were not
        # translated: outside every root) after it.
        cmd += ['-I' + os.path.normpath(os.path.join(outdir, inc)),
                '-I' + os.path.normpath(os.path.join(pdir, inc))]
    for d in cfg['defines']:
        cmd += ['-D' + d]
    cmd += cfg['hipcc_flags']
    cmd.append(tu_out)
    return cmd


def first_error(stderr):
    for line in stderr.splitlines():
        m = ERR_RE.match(line)
        if m:
            return {'file': m.group(1), 'line': int(m.group(2)), 'col': int(m.group(3)),
                    'fatal': m.group(4) == 'fatal error', 'message': m.group(5)}
    for line in stderr.splitlines():
        if 'error' in line:
            return {'file': None, 'line': 0, 'col': 0, 'fatal': False, 'message': line.strip()}
    return None


def header_exists_in(pdir, header, cache):
    """Is there a file in the project whose path ends with the included path?"""
    if pdir not in cache:
        paths = {}
        for d, dirs, files in os.walk(pdir):
            dirs[:] = [x for x in dirs if x != '.git']
            for fn in files:
                paths.setdefault(fn, []).append('/' + os.path.relpath(os.path.join(d, fn), pdir))
        cache[pdir] = paths
    want = '/' + os.path.normpath(header).lstrip('./')
    return any(p.endswith(want) for p in cache[pdir].get(os.path.basename(header), []))


def classify(err, ctx):
    """Returns (class, reason).  See README.md for the rules."""
    if err is None:
        return 'unknown', 'failed without an error line'
    msg = err['message']
    orig_file = ctx['to_orig'](err['file'])
    oline = ctx['orig_line'](err['file'], err['line']) if err['file'] else 0
    findings = ctx['findings_by_file'].get(orig_file, []) if orig_file else []
    reported = [f for f in findings if f['kind'] in REPORTED_KINDS]
    m = re.match(r"'([^']+)' file not found", msg)
    if m:
        hdr = m.group(1)
        if ENV_HEADER_RE.match(hdr):
            return 'environment', 'ROCm library or dependency header missing: ' + hdr
        for f in reported:
            if f['line'] == oline:
                return 'reported', 'include reported by cu2hip [%s]' % f['kind']
        if header_exists_in(ctx['pdir'], hdr, ctx['hdr_cache']):
            return 'unknown', 'project header not found (corpus config?): ' + hdr
        if CUDA_HEADER_RE.match(hdr):
            return 'table-gap', 'CUDA header left in output: ' + hdr
        return 'environment', 'third-party or generated header missing: ' + hdr
    if err['file'] is None:
        return 'unknown', 'driver error'
    # An error at a line cu2hip reported, or naming an identifier it reported.
    idents = IDENT_RE.findall(msg)
    for f in reported:
        if f['line'] == oline:
            return 'reported', 'line reported by cu2hip [%s]' % f['kind']
    for f in reported:
        fid = IDENT_RE.findall(f['message'])
        if idents and fid and idents[0].split('::')[-1] in [x.split('::')[-1] for x in fid]:
            return 'reported', 'identifier reported by cu2hip [%s] at line %d' % (f['kind'], f['line'])
    for ident in idents:
        last = ident.split('::')[-1]
        if CUDA_NAME_RE.match(last) or CUDA_NAME_RE.match(ident.split('::')[0]):
            return 'table-gap', 'CUDA name in error: ' + ident
    src_line = ctx['line_text'](err['file'], err['line'])
    if src_line and LEFT_CUDA_RE.search(src_line):
        return 'table-gap', 'CUDA name on the error line: ' + LEFT_CUDA_RE.search(src_line).group(1)
    if orig_file is None:
        return 'unknown', 'error outside the project (system header)'
    return 'rule-gap', 'error on a line cu2hip did not report'


def normalize_msg(msg):
    """Error category: the message with names and numbers replaced."""
    if msg.endswith("' file not found"):
        return msg  # the header is the category
    s = re.sub(r"'[^']*'", "'X'", msg)
    s = re.sub(r'\b\d+\b', 'N', s)
    s = re.sub(r'\(aka [^)]*\)', '', s)
    return s.strip()


def process_project(args, project, translator, work, cu2hip):
    pdir = os.path.join(args.corpus, project)
    cfg = load_config(args.corpus, project)
    if args.limit:
        cfg['limit'] = args.limit
    tus = list_tus(pdir, cfg)
    outdir = os.path.join(work, project, translator)
    logp = os.path.join(work, project, 'cu2hip.log')
    reuse = args.reuse and os.path.isdir(outdir) and (translator != 'hip' or os.path.exists(logp))
    if os.path.exists(outdir) and not reuse:
        shutil.rmtree(outdir)
    os.makedirs(outdir, exist_ok=True)
    log('[%s] %s: %d translation units' % (translator, project, len(tus)))
    t0 = time.time()
    findings = []
    if reuse:
        if translator == 'hip':
            with open(logp) as f:
                findings = parse_findings(f.read())
        log('  reusing the translation in %s' % outdir)
    elif translator == 'hip':
        env = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, '.xdg-cache'))
        findings, tlog = translate_cu2hip(cu2hip, pdir, outdir, cfg, args.jobs, env,
                                          args.translate_timeout,
                                          None if args.self_compile else args.hipcc)
        with open(os.path.join(work, project, 'cu2hip.log'), 'w') as f:
            f.write(tlog)
    else:
        translate_other(args.other, pdir, outdir, cfg, args.timeout)
    t_translate = time.time() - t0

    ctx = make_ctx(pdir, outdir, findings, translator != 'hip')
    # cu2hip compiled its own units (--check-build): read that, and compile
    # here only the units it did not check.
    checked = checked_units(outdir, cfg) if translator == 'hip' and not args.self_compile else {}
    by_file, to_orig, line_text = ctx['findings_by_file'], ctx['to_orig'], ctx['line_text']
    real_pdir = os.path.realpath(pdir)

    def one(rel):
        tu_out = os.path.join(outdir, rel)
        rec = {'project': project, 'file': rel, 'translator': translator}
        if not os.path.exists(tu_out):
            rec.update(status='failed', cls='unknown', reason='no translated output',
                       error=None)
            return rec
        try:
            with open(tu_out, encoding='utf-8', errors='replace') as fh:
                rec['cuda_names_left'] = len(LEFT_CUDA_RE.findall(fh.read()))
        except OSError:
            rec['cuda_names_left'] = None
        orig = os.path.realpath(os.path.join(pdir, rel))
        unit = checked.get(orig)
        if unit:
            rec['checked_by'] = 'cu2hip'
            rc, err, dt = (0 if unit['result'] == 'built' else 1), None, 0
        else:
            cmd = compile_cmd(args.hipcc, tu_out, pdir, outdir, cfg, args.mode)
            rc, _, err, dt = run(cmd, args.timeout, cwd=os.path.dirname(tu_out))
        rec['seconds'] = round(dt, 2)
        # The check's own findings restate the failure: not counted.
        rec['findings'] = len([f for f in by_file.get(orig, []) if f['kind'] != 'build-error'])
        rec['reported_findings'] = len([f for f in by_file.get(orig, [])
                                        if f['kind'] in REPORTED_KINDS])
        if rc == 0:
            rec.update(status='built', cls=None, error=None)
        elif rc == 124:
            rec.update(status='failed', cls='unknown', reason='hipcc timed out',
                       error={'message': 'timeout after %d s' % args.timeout})
        else:
            e = unit_error(unit) if unit else first_error(err)
            c, reason = classify(e, ctx)
            if e and e.get('file'):
                e['raw_file'] = e['file']
                o = to_orig(e['file'])
                e['raw_line'] = e['line']
                if o:
                    e['line'] = ctx['orig_line'](e['file'], e['line'])
                e['file'] = os.path.relpath(o, real_pdir) if o else e['file']
                e['text'] = (line_text(o, e['line']) or '').strip()[:200] if o else ''
            rec.update(status='failed', cls=c, reason=reason, error=e)
        return rec

    recs = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for rec in ex.map(one, tus):
            recs.append(rec)
            if args.verbose:
                log('  %-7s %-12s %s %s' % (rec['status'], rec.get('cls') or '', rec['file'],
                                             (rec.get('error') or {}).get('message', '')))
    log('  %s: %d/%d built (translate %.0f s, compile %.0f s)' % (
        project, sum(r['status'] == 'built' for r in recs), len(recs), t_translate,
        time.time() - t0 - t_translate))
    return recs, {'project': project, 'translator': translator,
                  'translate_seconds': round(t_translate, 1),
                  'findings': len(findings),
                  'commit': git_commit(pdir)}


def parse_findings(text):
    findings = []
    for line in text.splitlines():
        m = FINDING_RE.match(line)
        if m:
            findings.append({'file': os.path.realpath(m.group(1)), 'line': int(m.group(2)),
                             'kind': m.group(6), 'message': m.group(5)})
    return findings


def make_ctx(pdir, outdir, findings, other_mode):
    by_file = {}
    for f in findings:
        by_file.setdefault(f['file'], []).append(f)
    real_outdir = os.path.realpath(outdir)
    real_pdir = os.path.realpath(pdir)

    def to_orig(path):
        if not path:
            return None
        p = os.path.realpath(path)
        if p.startswith(real_outdir + '/'):
            return os.path.join(real_pdir, os.path.relpath(p, real_outdir))
        if p.startswith(real_pdir + '/'):
            return p
        return None

    line_cache = {}

    def line_text(path, n):
        try:
            if path not in line_cache:
                with open(path, encoding='utf-8', errors='replace') as fh:
                    line_cache[path] = fh.read().splitlines()
            return line_cache[path][n - 1]
        except (OSError, IndexError, TypeError):
            return None

    line_maps = {}

    def orig_line(path, n):
        """The original line of line n of a translated file (cu2hip may add lines)."""
        o = to_orig(path)
        if not o or os.path.realpath(path) == o:
            return n
        if path not in line_maps:
            try:
                with open(o, encoding='utf-8', errors='replace') as fh:
                    a = fh.read().splitlines()
                with open(path, encoding='utf-8', errors='replace') as fh:
                    b = fh.read().splitlines()
            except OSError:
                line_maps[path] = None
                return n
            m = {}
            for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
                for j in range(j1, j2):
                    m[j + 1] = min(i1 + (j - j1), max(i2 - 1, i1)) + 1
            line_maps[path] = m
        m = line_maps[path]
        return m.get(n, n) if m else n

    return {'pdir': pdir, 'findings_by_file': by_file, 'to_orig': to_orig,
            'line_text': line_text, 'orig_line': orig_line, 'hdr_cache': {},
            'other_mode': other_mode}


def reclassify(path, work, corpus):
    """Apply the current rules again to a finished run's JSON (needs its work folder)."""
    with open(path) as f:
        data = json.load(f)
    ctxs = {}
    keep = {}
    for p in {r['project'] for r in data['files']}:  # drop files the configs now exclude
        pdir = os.path.join(corpus, p)
        keep[p] = set(list_tus(pdir, load_config(corpus, p))) if os.path.isdir(pdir) else None
    data['files'] = [r for r in data['files']
                     if keep[r['project']] is None or r['file'] in keep[r['project']]]
    for rec in data['files']:
        e = rec.get('error')
        if rec['status'] == 'built' or not e or 'line' not in e:
            continue
        key = (rec['project'], rec['translator'])
        if key not in ctxs:
            pdir = os.path.join(corpus, rec['project'])
            findings = []
            logp = os.path.join(work, rec['project'], 'cu2hip.log')
            if rec['translator'] == 'hip' and os.path.exists(logp):
                with open(logp) as fh:
                    findings = parse_findings(fh.read())
            ctxs[key] = make_ctx(pdir, os.path.join(work, rec['project'], rec['translator']),
                                 findings, rec['translator'] != 'hip')
        ctx = ctxs[key]
        raw = e.get('raw_file') or e.get('file')
        if raw and not os.path.isabs(raw):
            raw = os.path.join(work, rec['project'], rec['translator'], raw)
        e.setdefault('raw_line', e['line'])
        c, reason = classify(dict(e, file=raw, line=e['raw_line']), ctx)
        rec['cls'], rec['reason'] = c, reason
        o = ctx['to_orig'](raw)
        if o:
            e['line'] = ctx['orig_line'](raw, e['raw_line'])
            e['text'] = (ctx['line_text'](o, e['line']) or '').strip()[:200]
    return data


def git_commit(pdir):
    try:
        return subprocess.run(['git', '-C', pdir, 'rev-parse', 'HEAD'], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL).stdout.decode().strip() or None
    except OSError:
        return None


CLASSES = ['table-gap', 'rule-gap', 'reported', 'environment', 'unknown']


def summarize(recs, translator):
    rows = {}
    for r in recs:
        if r['translator'] != translator:
            continue
        row = rows.setdefault(r['project'], dict({'tus': 0, 'built': 0}, **{c: 0 for c in CLASSES}))
        row['tus'] += 1
        if r['status'] == 'built':
            row['built'] += 1
        else:
            row[r['cls']] += 1
    total = dict({'tus': 0, 'built': 0}, **{c: 0 for c in CLASSES})
    for row in rows.values():
        for k in total:
            total[k] += row[k]
    return rows, total


def pct(a, b):
    return '%.1f%%' % (100.0 * a / b) if b else '-'


def markdown(recs, meta, translators, top_n):
    out = ['# cu2hip conformance on a practice corpus', '']
    out.append('hipcc mode: `%s`; translators: %s' % (meta['mode'], ', '.join(
        '`%s` (%s)' % (t, meta['translators'][t]) for t in translators)))
    out.append('')
    for t in translators:
        rows, total = summarize(recs, t)
        out.append('## %s' % t)
        out.append('')
        out.append('| project | commit | TUs | built | table-gap | rule-gap | reported | environment | unknown | built/TUs | built/portable |')
        out.append('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
        for p in sorted(rows):
            r = rows[p]
            out.append('| %s | %s | %d | %d | %d | %d | %d | %d | %d | %s | %s |' % (
                p, (meta['projects'].get(p, {}).get('commit') or '')[:12], r['tus'], r['built'],
                r['table-gap'], r['rule-gap'], r['reported'], r['environment'], r['unknown'],
                pct(r['built'], r['tus']), pct(r['built'], r['tus'] - r['environment'])))
        r = total
        out.append('| **total** | | %d | %d | %d | %d | %d | %d | %d | %s | %s |' % (
            r['tus'], r['built'], r['table-gap'], r['rule-gap'], r['reported'],
            r['environment'], r['unknown'], pct(r['built'], r['tus']),
            pct(r['built'], r['tus'] - r['environment'])))
        out.append('')
        for title, skip in (('Top %d first errors (%s)' % (top_n, t), ()),
                            ('Top %d first errors outside `environment` (%s)' % (top_n, t),
                             ('environment',))):
            cats = {}
            for rec in recs:
                if rec['translator'] != t or rec['status'] == 'built' or not rec.get('error') \
                        or rec['cls'] in skip:
                    continue
                key = (rec['cls'], normalize_msg(rec['error']['message']))
                cats.setdefault(key, []).append(rec)
            out.append('### ' + title)
            out.append('')
            out.append('| # | count | class | first error (normalized) | example |')
            out.append('|---:|---:|---|---|---|')
            for i, (key, lst) in enumerate(sorted(cats.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:top_n]):
                exs = []
                for ex in lst[:2]:
                    e = ex['error']
                    where = '%s/%s' % (ex['project'], ex['file'])
                    if e.get('file') and (e['file'] != ex['file'] or e.get('line')):
                        where += (':%s' % e['line']) if e['file'] == ex['file'] else \
                            ' (at %s:%s)' % (e['file'], e.get('line', ''))
                    exs.append('`%s`: %s' % (where, e['message'].replace('|', '\\|')[:140]))
                out.append('| %d | %d | %s | `%s` | %s |' % (
                    i + 1, len(lst), key[0], key[1].replace('|', '\\|')[:120], '<br>'.join(exs)))
            out.append('')
    if len(translators) == 2:
        a, b = translators
        ra, ta = summarize(recs, a)
        rb, tb = summarize(recs, b)
        out.append('## Side by side (built / TUs)')
        out.append('')
        out.append('| project | %s | %s |' % (a, b))
        out.append('|---|---:|---:|')
        for p in sorted(ra):
            out.append('| %s | %d/%d | %d/%d |' % (p, ra[p]['built'], ra[p]['tus'],
                                                   rb.get(p, {}).get('built', 0), rb.get(p, {}).get('tus', 0)))
        out.append('| **total** | %d/%d | %d/%d |' % (ta['built'], ta['tus'], tb['built'], tb['tus']))
        out.append('')
    return '\n'.join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--corpus', default='/work/corpus', help='folder of projects (default %(default)s)')
    ap.add_argument('--projects', nargs='*', help='only these projects (default: every folder)')
    ap.add_argument('--cu2hip', default='/work/main/build/bin/cu2hip')
    ap.add_argument('--hipcc', default='/usr/bin/hipcc')
    ap.add_argument('--work', help='work folder (default: a fresh /tmp/cu2hip-conf-*)')
    ap.add_argument('-j', '--jobs', type=int, default=2)
    ap.add_argument('--timeout', type=int, default=120, help='per-file hipcc timeout, seconds')
    ap.add_argument('--translate-timeout', type=int, default=3600)
    ap.add_argument('--mode', choices=['syntax', 'object'], default='syntax',
                    help='hipcc -fsyntax-only (default) or -c -o /dev/null')
    ap.add_argument('--self-compile', action='store_true',
                    help="compile cu2hip's units here, as for --other, instead of reading "
                         "cu2hip's --check-build (always so with --mode object)")
    ap.add_argument('--limit', type=int, help='at most N TUs per project (every k-th; overrides config)')
    ap.add_argument('--other', help="another translator, e.g. 'hipify-perl {in} -o {out}'")
    ap.add_argument('--no-cu2hip', action='store_true', help='run only --other')
    ap.add_argument('--json', default=None, help='write per-file results here (default WORK/conformance.json)')
    ap.add_argument('--md', default=None, help='write the Markdown summary here (default WORK/conformance.md)')
    ap.add_argument('--top', type=int, default=15)
    ap.add_argument('--reuse', action='store_true',
                    help='keep the translated trees already in --work (compile and classify only)')
    ap.add_argument('--reclassify', metavar='JSON',
                    help="apply the rules again to a finished run's JSON (with --work: its work folder)")
    ap.add_argument('-v', '--verbose', action='store_true')
    args = ap.parse_args()
    args.self_compile = args.self_compile or args.mode == 'object'

    if args.reclassify:
        work = args.work or os.path.dirname(os.path.abspath(args.reclassify))
        data = reclassify(args.reclassify, work, args.corpus)
        translators = [t for t in ('hip', 'other') if any(r['translator'] == t for r in data['files'])]
        with open(args.json or args.reclassify, 'w') as f:
            json.dump(data, f, indent=1)
        md = markdown(data['files'], data['meta'], translators, args.top)
        if args.md:
            with open(args.md, 'w') as f:
                f.write(md)
        print(md)
        return

    work = args.work or tempfile.mkdtemp(prefix='cu2hip-conf-')
    os.makedirs(work, exist_ok=True)
    cu2hip = os.path.join(work, 'cu2hip')
    if not args.no_cu2hip:
        if os.path.exists(cu2hip):
            os.remove(cu2hip)
        shutil.copy2(args.cu2hip, cu2hip)  # private copy: rebuilds elsewhere do not disturb us
    projects = args.projects or sorted(
        d for d in os.listdir(args.corpus) if os.path.isdir(os.path.join(args.corpus, d))
        and not d.startswith('.'))
    translators = ([] if args.no_cu2hip else ['hip']) + (['other'] if args.other else [])
    meta = {'corpus': args.corpus, 'mode': args.mode, 'jobs': args.jobs, 'timeout': args.timeout,
            'translators': {'hip': 'cu2hip ' + args.cu2hip, 'other': args.other},
            'projects': {}, 'started': time.strftime('%Y-%m-%d %H:%M:%S')}
    recs = []
    jpath = args.json or os.path.join(work, 'conformance.json')
    mpath = args.md or os.path.join(work, 'conformance.md')
    for p in projects:
        for t in translators:
            r, pm = process_project(args, p, t, work, cu2hip)
            recs += r
            meta['projects'].setdefault(p, {}).update(
                {'commit': pm['commit'], '%s_translate_seconds' % t: pm['translate_seconds'],
                 '%s_findings' % t: pm['findings']})
            # Write as we go so a long run can be inspected.
            with open(jpath, 'w') as f:
                json.dump({'meta': meta, 'files': recs}, f, indent=1)
            with open(mpath, 'w') as f:
                f.write(markdown(recs, meta, translators, args.top))
    print(markdown(recs, meta, translators, args.top))
    log('work folder: %s\njson: %s\nmarkdown: %s' % (work, jpath, mpath))


if __name__ == '__main__':
    main()
