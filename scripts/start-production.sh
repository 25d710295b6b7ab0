#!/usr/bin/env bash
# Production: `next start` (on Node 24 LTS, from node_modules/.bin) on an internal port behind nginx (deploy/nginx.conf), which serves the build's
# static files from disk and prerendered pages from its cache. Needs a build (`npm run build`) and nginx
# (`apt-get install -y nginx`). Stops both on exit, Ctrl-C or SIGTERM.
#
#   PORT=8080 scripts/start-production.sh
#
#   PORT        public port, nginx (default 3000)
#   NODE_PORT   internal port of next start, bound to localhost (default PORT + 1)
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
sed -e "s|__PUBLIC_PORT__|$port|g" -e "s|__NODE_PORT__|$node_port|g" -e "s|__ROOT__|$root|g" \
    -e "s|__RUN__|$run|g" -e "s|__MIME_TYPES__|$mime_types|g" -e "s|__USER__|$user_line|g" \
    -e "s|__REAL_IP__|$real_ip|g" \
    deploy/nginx.conf > "$run/nginx.conf"
"$nginx_bin" -t -q -p "$run" -e stderr -c "$run/nginx.conf"

pids=()
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

# nginx on localhost is next start's one proxy: Node takes the client from the X-Real-IP it sets (nginx
# itself resolved any TRUSTED_PROXIES in front of it), and from nobody else (lib/leads/client-address.ts).
TRUSTED_PROXIES=127.0.0.1,::1 node_modules/.bin/next start -H localhost -p "$node_port" &
pids+=($!)
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "http://localhost:$node_port/api/health" 2>/dev/null && break
  kill -0 "${pids[0]}" 2>/dev/null || { echo "start-production: next start exited" >&2; exit 1; }
  sleep 0.5
done

"$nginx_bin" -p "$run" -e stderr -c "$run/nginx.conf" &
pids+=($!)
echo "start-production: nginx on http://localhost:$port -> next start on localhost:$node_port (cache in $run/cache)"

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

# Whichever of the two stops first ends the script, and the trap stops the other.
wait -n "${pids[@]}"
