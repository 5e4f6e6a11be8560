#!/usr/bin/env python3
"""with_nginx.py DIR -- CMD...: runs CMD while nginx serves DIR/www over HTTP
on a free loopback port, as a Bazel remote cache (GET, and PUT through
WebDAV). Every "@PORT@" in CMD becomes the port. nginx is stopped when CMD
ends, whatever its outcome; the exit status is CMD's. The stored entries stay
in DIR/www, so a later run on the same DIR serves them again."""
import os
import pwd
import grp
import socket
import subprocess
import sys
import time

NGINX = "/usr/sbin/nginx"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def config(root, port):
    # Workers run as the caller, so they can write under DIR (nginx started
    # by root would otherwise hand its workers to nobody).
    user = ""
    if os.geteuid() == 0:
        user = "user %s %s;" % (pwd.getpwuid(os.geteuid()).pw_name,
                                grp.getgrgid(os.getegid()).gr_name)
    temp = os.path.join(root, "temp")
    return f"""{user}
daemon off;
worker_processes 1;
pid {root}/nginx.pid;
error_log {root}/error.log;
events {{ worker_connections 256; }}
http {{
  access_log {root}/access.log;
  client_body_temp_path {temp}/body;
  proxy_temp_path {temp}/proxy;
  fastcgi_temp_path {temp}/fastcgi;
  uwsgi_temp_path {temp}/uwsgi;
  scgi_temp_path {temp}/scgi;
  client_max_body_size 0;
  server {{
    listen 127.0.0.1:{port};
    root {root}/www;
    location / {{
      dav_methods PUT;
      create_full_put_path on;
      dav_access user:rw;
    }}
  }}
}}
"""


def main(argv):
    if len(argv) < 4 or argv[2] != "--":
        sys.exit("usage: with_nginx.py DIR -- CMD...")
    root = os.path.abspath(argv[1])
    command = argv[3:]
    for sub in ("www", "temp"):
        os.makedirs(os.path.join(root, sub), exist_ok=True)
    for attempt in range(5):
        port = free_port()
        conf = os.path.join(root, "nginx.conf")
        with open(conf, "w") as f:
            f.write(config(root, port))
        server = subprocess.Popen(
            [NGINX, "-p", root, "-c", conf, "-e", os.path.join(root, "error.log")],
            stdin=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 10
            while server.poll() is None and time.monotonic() < deadline:
                try:
                    socket.create_connection(("127.0.0.1", port), 0.2).close()
                    break
                except OSError:
                    time.sleep(0.05)
            if server.poll() is not None:
                continue  # the port was taken meanwhile: try another
            return subprocess.call(
                [arg.replace("@PORT@", str(port)) for arg in command])
        finally:
            if server.poll() is None:
                server.terminate()
                try:
                    server.wait(10)
                except subprocess.TimeoutExpired:
                    server.kill()
                    server.wait()
    with open(os.path.join(root, "error.log")) as f:
        sys.stderr.write(f.read())
    sys.exit("with_nginx.py: nginx did not start")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
