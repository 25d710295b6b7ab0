#!/usr/bin/env bash
# Production: one or more `next start` (on Node 24 LTS, from node_modules/.bin) from one build, on internal
# ports behind nginx (deploy/nginx.conf), which serves the build's static files from disk, prerendered
# pages from its cache, and spreads the rest over the instances. Needs a build (`npm run build`) and nginx
# (`apt-get install -y nginx`); several instances need PostgreSQL (DATABASE_URL) and Redis (REDIS_URL, or
# Debian's redis-server, which this script then starts). Stops everything on exit, Ctrl-C or SIGTERM.
#
#   PORT=8080 scripts/start-production.sh
#   DATABASE_URL=postgres://… scripts/start-production.sh 2      (two instances)
#
#   INSTANCES   how many `next start` (or the first argument; default 1). Each is told the count in
#               SITE_INSTANCES: with more than one, the site refuses to start on the embedded PGlite.
#   PORT        public port, nginx (default 3000)
#   NODE_PORT   internal port of the first next start, bound to localhost (default PORT + 1); the others
#               take the next ports (NODE_PORT + 1 …)
#   REDIS_URL   the shared page cache (cache-handler.mjs): redis://host:port or unix:/path. Unset with
#               several instances: this script starts redis-server on a socket in NGINX_DIR, empty
#               (a fresh build's pages only). Unset with one instance: each keeps its cache on disk.
#   NGINX_DIR   nginx's folder: generated config, pid, temp files, cache (default .data/nginx-$PORT);
#               the cache is emptied at every start, so a new build never meets old pages
#   WARM_CACHE  1: once up, request every URL of the sitemap through nginx to fill the cache
#   NGINX       the nginx binary (default: nginx on PATH, else /usr/sbin/nginx)
#   TRUSTED_PROXIES  comma-separated addresses or CIDRs of proxies in front of nginx (a load balancer,
#               a CDN) whose X-Forwarded-For names the client; empty (default): the TCP peer is the client
# Every other variable (DATABASE_URL, SUPABASE_URL, SMTP_URL …) is passed on to the site.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
# Node 24 LTS from node_modules/.bin (npm install brings it), also when this script is run directly.
export PATH="$root/node_modules/.bin:$PATH"
port="${PORT:-3000}"
node_port="${NODE_PORT:-$((port + 1))}"
instances="${1:-${INSTANCES:-1}}"
[[ "$instances" =~ ^[1-9][0-9]*$ ]] || { echo "start-production: the instance count must be 1 or more, not '$instances'" >&2; exit 1; }
if [ "$instances" -gt 1 ] && [ -z "${DATABASE_URL:-}" ]; then
  echo "start-production: $instances instances cannot share the embedded PGlite database (it is single-process): set DATABASE_URL to a PostgreSQL database, or run one instance" >&2
  exit 1
fi
export SITE_INSTANCES="$instances"
run="${NGINX_DIR:-$root/.data/nginx-$port}"
case "$run" in /*) ;; *) run="$root/$run" ;; esac
nginx_bin="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
mime_types="${NGINX_MIME_TYPES:-/etc/nginx/mime.types}"

[ -x "$nginx_bin" ] || { echo "start-production: nginx not found; install it: apt-get install -y nginx" >&2; exit 1; }
[ -f .next/BUILD_ID ] || { echo "start-production: no build; run npm run build first" >&2; exit 1; }

rm -rf "$run/cache" "$run/tmp"
mkdir -p "$run/cache" "$run/tmp"
user_line=""
if [ "$(id -u)" = 0 ]; then
  # Workers never run as root: they need to write only the cache and temp folders and read the build.
  user_line="user nobody nogroup;"
  chown -R nobody:nogroup "$run/cache" "$run/tmp"
fi
real_ip=""
if [ -n "${TRUSTED_PROXIES:-}" ]; then
  IFS=',' read -ra proxies <<< "$TRUSTED_PROXIES"
  for p in "${proxies[@]}"; do
    p="${p// /}"
    [[ "$p" =~ ^[0-9a-fA-F.:/]+$ ]] || { echo "start-production: TRUSTED_PROXIES: not an address or CIDR: $p" >&2; exit 1; }
    real_ip+="set_real_ip_from $p; "
  done
  real_ip+="real_ip_header X-Forwarded-For; real_ip_recursive on;"
fi
# Passive fail-over: an instance that refuses or drops a connection is skipped for fail_timeout.
upstream_servers=""
for i in $(seq 0 $((instances - 1))); do
  upstream_servers+="server 127.0.0.1:$((node_port + i)) max_fails=1 fail_timeout=5s; "
done
sed -e "s|__PUBLIC_PORT__|$port|g" -e "s|__UPSTREAM_SERVERS__|$upstream_servers|g" -e "s|__ROOT__|$root|g" \
    -e "s|__RUN__|$run|g" -e "s|__MIME_TYPES__|$mime_types|g" -e "s|__USER__|$user_line|g" \
    -e "s|__REAL_IP__|$real_ip|g" \
    deploy/nginx.conf > "$run/nginx.conf"
"$nginx_bin" -t -q -p "$run" -e stderr -c "$run/nginx.conf"

pids=()
node_pids=()
stop() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop EXIT
trap 'exit 143' INT TERM

# Build assets precompressed once for nginx's gzip_static (next start ignores the .gz files).
find .next/static -type f \( -name '*.js' -o -name '*.css' -o -name '*.svg' -o -name '*.json' -o -name '*.txt' \) \
  -size +1k -exec sh -c 'for f; do [ "$f.gz" -nt "$f" ] || gzip -6 -k -f -n "$f"; done' sh {} +

# The shared page cache. Without REDIS_URL, several instances get a Redis of their own here: on a socket
# only this user can open, in memory only (a new start is a new build's cache).
if [ "$instances" -gt 1 ] && [ -z "${REDIS_URL:-}" ]; then
  command -v redis-server >/dev/null || { echo "start-production: redis-server not found; install it (apt-get install -y redis-server) or set REDIS_URL" >&2; exit 1; }
  rm -f "$run/redis.sock"
  redis-server --port 0 --unixsocket "$run/redis.sock" --unixsocketperm 700 --save '' --appendonly no \
    --dir "$run" --loglevel warning &
  pids+=($!)
  echo "$!" > "$run/redis.pid"
  for _ in $(seq 1 40); do [ -S "$run/redis.sock" ] && break; sleep 0.25; done
  export REDIS_URL="unix:$run/redis.sock"
fi

# nginx on localhost is next start's one proxy: Node takes the client from the X-Real-IP it sets (nginx
# itself resolved any TRUSTED_PROXIES in front of it), and from nobody else (lib/leads/client-address.ts).
# One build, so one server-action key for all: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (when set, exported to
# every instance alike) or else the key the build generated and embedded.
: > "$run/instances"
for i in $(seq 0 $((instances - 1))); do
  TRUSTED_PROXIES=127.0.0.1,::1 node_modules/.bin/next start -H localhost -p "$((node_port + i))" &
  pids+=($!)
  node_pids+=($!)
  # "port pid" per line: what a test reads to stop one instance (tests/e2e/scale.spec.ts).
  echo "$((node_port + i)) $!" >> "$run/instances"
done
for i in $(seq 0 $((instances - 1))); do
  for _ in $(seq 1 240); do
    curl -fsS -o /dev/null "http://localhost:$((node_port + i))/api/health" 2>/dev/null && break
    kill -0 "${node_pids[$i]}" 2>/dev/null || { echo "start-production: next start on $((node_port + i)) exited" >&2; exit 1; }
    sleep 0.5
  done
done

"$nginx_bin" -p "$run" -e stderr -c "$run/nginx.conf" &
nginx_pid=$!
pids+=($nginx_pid)
echo "start-production: nginx on http://localhost:$port -> $instances × next start on localhost:$node_port… (cache in $run/cache${REDIS_URL:+, shared page cache $REDIS_URL})"

if [ "${WARM_CACHE:-0}" = 1 ]; then
  (
    sleep 1
    # The sitemap lists every public page under SITE_URL; fetch each through nginx instead.
    urls=$(curl -fsS "http://localhost:$port/sitemap.xml" | grep -o '<loc>[^<]*</loc>' | sed -E 's|</?loc>||g; s|^https?://[^/]+||')
    n=0
    for path in $urls; do curl -fsS -o /dev/null "http://localhost:$port$path" || true; n=$((n + 1)); done
    echo "start-production: cache warmed with $n pages"
  ) &
fi

# nginx stopping, or the last instance, ends the script (and the trap stops the rest). One instance
# stopping does not: nginx sends its share to the others.
while :; do
  live=()
  for pid in "${node_pids[@]}"; do kill -0 "$pid" 2>/dev/null && live+=("$pid"); done
  kill -0 "$nginx_pid" 2>/dev/null && [ "${#live[@]}" -gt 0 ] || break
  wait -n "$nginx_pid" "${live[@]}" || true
  [ "${#live[@]}" -gt 1 ] && echo "start-production: an instance stopped; the others serve its share" >&2
done
exit 1
