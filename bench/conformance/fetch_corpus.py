#!/usr/bin/env python3
"""Rebuild the practice corpus from the configurations in corpus/.

Each corpus/<project>.json names its source ("repo": "owner/name" on GitHub)
and the commit measured ("commit").  For every project not already in the
corpus folder, this clones the repository, checks out that commit and runs the
config's "prepare" commands (for example writing the header an autoconf
`configure` would).  The code itself is third-party and never enters this
repository; only the configurations do.

  python3 bench/conformance/fetch_corpus.py                 # into /work/corpus
  python3 bench/conformance/fetch_corpus.py --source '/mirrors/{owner}+{name}'

A source that lacks some files' contents (a snapshot mirror may leave out its
largest data files) still gives a checkout: those files are left out and named.
"""

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(cmd, cwd=None):
    print('+ ' + (cmd if isinstance(cmd, str) else ' '.join(cmd)), file=sys.stderr, flush=True)
    subprocess.run(cmd, cwd=cwd, check=True, shell=isinstance(cmd, str))


def git(dest, *args, data=None):
    return subprocess.run(('git',) + args, cwd=dest, input=data, check=True,
                          stdout=subprocess.PIPE).stdout


def missing_blobs(dest, commit):
    """Paths whose content the clone lacks: a snapshot mirror may leave out
    its largest files (images, slides, profiles)."""
    entries = []
    for ent in git(dest, 'ls-tree', '-r', '-z', commit).split(b'\0'):
        if ent:
            meta, path = ent.split(b'\t', 1)
            mode, kind, sha = meta.split()
            if kind == b'blob':
                entries.append((sha, path))
    out = git(dest, 'cat-file', '--batch-check',
              data=b''.join(sha + b'\n' for sha, _ in entries)).splitlines()
    return [path for (_, path), line in zip(entries, out) if line.endswith(b' missing')]


def checkout(dest, rev):
    commit = git(dest, 'rev-parse', '--verify', rev + '^{commit}').decode().strip()
    missing = missing_blobs(dest, commit)
    if not missing:
        run(['git', 'checkout', '--quiet', '--detach', commit], cwd=dest)
        return
    # Check out the rest; the missing files stay out (skip-worktree), so the
    # work tree is still clean.
    print('  %d file(s) missing from the source, left out: %s%s' % (
        len(missing), ', '.join(m.decode(errors='replace') for m in missing[:3]),
        ' ...' if len(missing) > 3 else ''), file=sys.stderr)
    git(dest, 'update-ref', '--no-deref', 'HEAD', commit)
    git(dest, 'read-tree', commit)
    git(dest, 'update-index', '-z', '--skip-worktree', '--stdin',
        data=b''.join(m + b'\0' for m in missing))
    git(dest, 'checkout-index', '--all')


def fetch(project, cfg, corpus, source):
    dest = os.path.join(corpus, project)
    if os.path.isdir(dest):
        print('%s: already in %s' % (project, dest), file=sys.stderr)
        return
    owner, name = cfg['repo'].split('/')
    url = source.format(owner=owner, name=name, repo=cfg['repo'])
    run(['git', 'clone', '--quiet', '--no-checkout', url, dest])
    try:
        checkout(dest, cfg.get('commit') or 'HEAD')
        for cmd in cfg.get('prepare', []):
            run(cmd, cwd=dest)
    except subprocess.CalledProcessError:
        shutil.rmtree(dest)  # not half a project: a rerun would skip it
        raise


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--corpus', default='/work/corpus')
    ap.add_argument('--source', default='https://github.com/{owner}/{name}.git',
                    help='clone URL or path; {owner}, {name} and {repo} are replaced')
    ap.add_argument('projects', nargs='*', help='only these (default: every config)')
    args = ap.parse_args()
    os.makedirs(args.corpus, exist_ok=True)
    failed = []
    for path in sorted(glob.glob(os.path.join(HERE, 'corpus', '*.json'))):
        project = os.path.splitext(os.path.basename(path))[0]
        if args.projects and project not in args.projects:
            continue
        with open(path) as f:
            cfg = json.load(f)
        if 'repo' not in cfg:
            print('%s: no "repo" in %s' % (project, path), file=sys.stderr)
            failed.append(project)
            continue
        try:
            fetch(project, cfg, args.corpus, args.source)
        except subprocess.CalledProcessError as e:
            print('%s: %s' % (project, e), file=sys.stderr)
            failed.append(project)
    if failed:
        sys.exit('not fetched: ' + ' '.join(failed))


if __name__ == '__main__':
    main()
