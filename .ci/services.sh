# Throw-away PostgreSQL and Redis servers on loopback for the tests of the scaled-out backend.
# Sourced by .ci/run (and by hand: `source .ci/services.sh && start_services`); exports
# PAGEGRADE_TEST_DATABASE_URL and PAGEGRADE_TEST_REDIS_URL, which those tests skip without.
# Everything lives in one temporary directory that stop_services removes.

services_dir=""

# A TCP port nothing listens on now (the kernel's pick, released at once).
free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

install_missing() {
  local missing=()
  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
  fi
}

# A cluster of its own, owned by the postgres user (the server refuses to run as root), trusting
# loopback connections, with one database for the tests. fsync off: it is thrown away.
start_postgres() {
  local bin port data
  bin="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"
  port="$(free_port)"
  data="$services_dir/postgres"
  mkdir -p "$data"
  chown postgres:postgres "$data"
  chmod 700 "$data"
  su postgres -s /bin/sh -c "'$bin/initdb' -D '$data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >"$services_dir/initdb.log" 2>&1 ||
    { cat "$services_dir/initdb.log"; return 1; }
  su postgres -s /bin/sh -c "'$bin/pg_ctl' -D '$data' -l '$data/server.log' -w -t 60 -o \"-c listen_addresses=127.0.0.1 -p $port -k '$data' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null ||
    { cat "$data/server.log"; return 1; }
  su postgres -s /bin/sh -c "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres pagegrade_test"
  PG_CTL_STOP="su postgres -s /bin/sh -c \"'$bin/pg_ctl' -D '$data' -m immediate stop\""
  export PAGEGRADE_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/pagegrade_test"
}

# No persistence: no snapshots, no append-only file.
start_redis() {
  local port
  port="$(free_port)"
  redis-server --bind 127.0.0.1 --port "$port" --save '' --appendonly no --dir "$services_dir" \
    --daemonize yes --pidfile "$services_dir/redis.pid" --logfile "$services_dir/redis.log"
  for _ in $(seq 50); do
    redis-cli -p "$port" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  export PAGEGRADE_TEST_REDIS_URL="redis://127.0.0.1:$port"
}

start_services() {
  install_missing
  services_dir="$(mktemp -d /tmp/pagegrade-services.XXXXXX)"
  chmod 755 "$services_dir"
  start_postgres
  start_redis
  echo "PostgreSQL at $PAGEGRADE_TEST_DATABASE_URL, Redis at $PAGEGRADE_TEST_REDIS_URL"
}

stop_services() {
  [ -n "$services_dir" ] || return 0
  [ -n "${PG_CTL_STOP:-}" ] && eval "$PG_CTL_STOP" >/dev/null 2>&1
  [ -f "$services_dir/redis.pid" ] && kill "$(cat "$services_dir/redis.pid")" 2>/dev/null
  rm -rf "$services_dir"
  services_dir=""
}
