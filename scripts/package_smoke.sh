#!/usr/bin/env bash
# Smoke test of the packaged program (`make package-smoke`, run in CI after `make deb`).
#
# Starts the BUNDLED program (dist/mindkeep/mindkeep, never the venv's Python) offscreen,
# in a clean environment with a throwaway home and data folder, and checks:
#   1. --version (plain and --json) prints the version from app/__init__.py
#   2. a CLI round trip with --json: space create, session create, message add --source user,
#      tool call propose_memory_rule citing that message, memory list showing the suggestion
#   3. --screenshot of the Memory page in zh_Hans and ar gives 1280x800 PNGs, and the
#      bundle finds its own compiled catalogs (a copy of the bundle with a marked catalog
#      must render differently from the same copy with no catalogs)
#   4. every library the bundled binaries link to resolves (bundled, or from the system)
#   5. the .deb unpacked with dpkg-deb -x: /opt/mindkeep/mindkeep runs, /usr/bin/mindkeep,
#      the desktop entry (desktop-file-validate), AppStream metadata, hicolor + scalable icons
#   6. the bundle is at most MAX_BUNDLE_MB (170) MB; prints its size and start-up times
#   (2c. with MINDKEEP_TEST_PG_URL set: the bundled program on a real PostgreSQL, db copy to it)
#   (2d. `mindkeep mcp` of the frozen program answers initialize, tools/list and a
#    propose_memory_rule over stdio, and `mcp --http` refuses a request without its token)
# Exits non-zero on the first failure. Screenshots are kept in dist/package-smoke/.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
BUNDLE=${BUNDLE:-$ROOT/dist/mindkeep}
EXE=$BUNDLE/mindkeep
MAX_BUNDLE_MB=${MAX_BUNDLE_MB:-170}
SHOTS=$ROOT/dist/package-smoke

fail() { echo "package-smoke: FAIL: $*" >&2; exit 1; }
ok() { echo "package-smoke: ok   $*"; }
note() { echo "package-smoke: ---- $*"; }

command -v python3 >/dev/null 2>&1 || fail "python3 is needed to check the outputs"
command -v dpkg-deb >/dev/null 2>&1 || fail "dpkg-deb is needed to unpack the .deb"
[[ -x $EXE ]] || fail "$EXE not found; run 'make package' first"
[[ $(head -c 4 "$EXE" | od -An -c | tr -d ' ') == 177ELF ]] || fail "$EXE is not a native executable"

read -r APP_ID VERSION < <(python3 - <<'EOF'
import ast, pathlib
found = {}
for node in ast.parse(pathlib.Path("app/__init__.py").read_text(encoding="utf-8")).body:
    if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
        for t in node.targets:
            if isinstance(t, ast.Name):
                found[t.id] = node.value.value
print(found["APP_ID"], found["__version__"])
EOF
)

TMP=$(mktemp -d)
mkdir -p "$ROOT/build"
SCRATCH=$(mktemp -d "$ROOT/build/package-smoke.XXXXXX")  # same file system as dist/, for hard links
trap 'rm -rf "$TMP" "$SCRATCH"' EXIT
mkdir -p "$TMP/home" "$TMP/xdg" "$TMP/no-catalogs" "$SHOTS"
chmod 700 "$TMP/xdg"
DATA=$TMP/data

# A clean environment: no venv, no PYTHONPATH, no MINDKEEP_* settings, a throwaway home.
run() {
  env -i PATH=/usr/bin:/bin HOME="$TMP/home" LANG=C.UTF-8 XDG_RUNTIME_DIR="$TMP/xdg" \
    QT_QPA_PLATFORM=offscreen "$@"
}
# `start OUT ERR ARGS...`: the same in the background; $! is the program itself (env execs it), so
# killing it stops the program, not only a subshell that ran it.
start() {
  local out=$1 err=$2
  shift 2
  if [[ $err == "$out" ]]; then
    env -i PATH=/usr/bin:/bin HOME="$TMP/home" LANG=C.UTF-8 XDG_RUNTIME_DIR="$TMP/xdg" \
      QT_QPA_PLATFORM=offscreen "$@" >"$out" 2>&1 &
  else
    env -i PATH=/usr/bin:/bin HOME="$TMP/home" LANG=C.UTF-8 XDG_RUNTIME_DIR="$TMP/xdg" \
      QT_QPA_PLATFORM=offscreen "$@" >"$out" 2>"$err" &
  fi
}
# `mk ARGS...`: the bundled program with --json on the test data folder.
mk() { run "$EXE" --data-dir "$DATA" --json "$@"; }
# `field EXPR`: evaluate EXPR on the JSON document read from stdin (as `d`).
field() { python3 -c 'import json, sys; d = json.load(sys.stdin); print(eval(sys.argv[1]))' "$1"; }

note "bundle $BUNDLE, version $VERSION"

# --- 1. version ------------------------------------------------------------------------
out=$(run "$EXE" --version) || fail "--version exited $?"
[[ $out == "mindkeep $VERSION" ]] || fail "--version printed '$out', expected 'mindkeep $VERSION'"
out=$(run "$EXE" --json --version | field 'd["version"]') || fail "--json --version"
[[ $out == "$VERSION" ]] || fail "--json --version gave '$out'"
ok "--version: mindkeep $VERSION"

# --- 2. CLI round trip -----------------------------------------------------------------
RULE="Create a branch for every task"
space=$(mk space create "Smoke Space" | field 'd["id"]') || fail "space create"
session=$(mk session create --space "$space" --title "Smoke Session" \
  | field 'd["id"] if d["space_id"] == '"$space"' else 0') || fail "session create"
[[ $session -ge 1 ]] || fail "session create returned no session in space $space"
message=$(mk message add --session "$session" --source user "From now on, create a branch for every task." \
  | field 'd["id"] if d["source"] == "user" else 0') || fail "message add"
[[ $message -ge 1 ]] || fail "message add did not record a user message"
args=$(python3 -c 'import json, sys; print(json.dumps({"kind": "constraint", "scope": "space",
  "content": sys.argv[1], "reason": "The user asked for this for future work",
  "source_event_ids": [int(sys.argv[2])]}))' "$RULE" "$message")
mk tool call propose_memory_rule --session "$session" --args "$args" >"$TMP/propose.json" \
  || fail "tool call propose_memory_rule: $(cat "$TMP/propose.json")"
entry=$(field 'd["entry"]["id"] if d["ok"] and d["status"] == "suggested" else 0' <"$TMP/propose.json") \
  || fail "tool call output: $(cat "$TMP/propose.json")"
[[ $entry -ge 1 ]] || fail "propose_memory_rule did not suggest: $(cat "$TMP/propose.json")"
mk memory list --session "$session" --scope space --status suggested >"$TMP/list.json" || fail "memory list"
python3 - "$TMP/list.json" "$entry" "$RULE" "$message" <<'EOF' || fail "memory list does not show the suggestion: $(cat "$TMP/list.json")"
import json, sys
data = json.load(open(sys.argv[1]))
entry_id, rule, message = int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
match = [e for e in data["entries"] if e["id"] == entry_id]
assert match, "entry missing"
e = match[0]
assert e["content"] == rule and e["status"] == "suggested" and e["scope"] == "space", e
assert message in e["source_event_ids"], e
EOF
[[ -s $DATA/mindkeep.db ]] || fail "no database in the data folder $DATA"
revision=$(python3 -c 'import sqlite3, sys
print(sqlite3.connect(sys.argv[1]).execute("select version_num from alembic_version").fetchone()[0])' \
  "$DATA/mindkeep.db") || fail "the database has no schema revision (migrations not run?)"
[[ ! -e $TMP/home/.local/share/Mindkeep ]] || fail "the program wrote to the home data folder despite --data-dir"
ok "CLI round trip: space $space, session $session, message $message -> suggestion #$entry (schema $revision)"

# --- 2d. mindkeep mcp: the MCP server of the frozen program, over stdio and HTTP ---------
MCP_DIR=$TMP/mcp-project
mkdir -p "$MCP_DIR"
# Driven as a client drives it: requests written, each answer read, then stdin closed.
python3 - "$MCP_DIR" "$TMP/home" "$TMP/xdg" "$EXE" "$DATA" <<'EOF' \
  || fail "mindkeep mcp did not answer as expected (see above)"
import json, subprocess, sys
cwd, home, xdg, exe, data = sys.argv[1:]
env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "XDG_RUNTIME_DIR": xdg}
proc = subprocess.Popen([exe, "--data-dir", data, "mcp"], cwd=cwd, env=env, text=True,
                        stdin=subprocess.PIPE, stdout=subprocess.PIPE)
def send(message):
    proc.stdin.write(json.dumps(message) + "\n")
    proc.stdin.flush()
def answer(id_):
    while True:
        line = proc.stdout.readline()
        assert line, "the server closed its output"
        m = json.loads(line)
        if m.get("id") == id_:
            return m
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {},
    "clientInfo": {"name": "claude-code", "version": "1"}}})
assert answer(1)["result"]["serverInfo"]["name"] == "mindkeep"
send({"jsonrpc": "2.0", "method": "notifications/initialized"})
send({"jsonrpc": "2.0", "id": 2, "method": "tools/list"})
names = {t["name"] for t in answer(2)["result"]["tools"]}
assert names == {"memory_context", "search_memory", "propose_memory_rule", "save_memory", "check_action"}, names
send({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {
    "name": "propose_memory_rule", "arguments": {
        "kind": "constraint", "scope": "space", "content": "Write tests first",
        "reason": "smoke", "user_quote": "From now on, write tests first."}}})
done = answer(3)["result"]["structuredContent"]
assert done["ok"] and done["created"] and done["entry"]["status"] == "pending", done
proc.stdin.close()
assert proc.wait(timeout=20) == 0
EOF
start "$TMP/mcp-http.out" "$TMP/mcp-http.err" "$EXE" --data-dir "$DATA" mcp --http --port 0 --json
http_pid=$!
url=""
for _ in $(seq 1 100); do  # up to 20 s
  url=$(head -1 "$TMP/mcp-http.out" 2>/dev/null | field 'd["url"]' 2>/dev/null) || true
  [[ -n $url ]] && break
  sleep 0.2
done
[[ -n $url ]] || fail "mindkeep mcp --http did not start: $(cat "$TMP/mcp-http.err")"
status=$(python3 - "$url" <<'EOF'
import sys, urllib.error, urllib.request
req = urllib.request.Request(sys.argv[1], data=b"{}", headers={"Content-Type": "application/json"})
try:
    urllib.request.urlopen(req, timeout=10)
    print(200)
except urllib.error.HTTPError as e:
    print(e.code)
EOF
)
kill "$http_pid" 2>/dev/null || true
wait "$http_pid" 2>/dev/null || true
[[ $status == 401 ]] || fail "mindkeep mcp --http answered $status without a token (401 expected)"
ok "mindkeep mcp: tools/list and a relayed suggestion over stdio; --http at $url is 401 without its token"

# --- 2b. the window: frame first, then the database opened by its worker ----------------
WIN_DATA=$TMP/window-data
start "$TMP/window.log" "$TMP/window.log" "$EXE" --data-dir "$WIN_DATA"
window_pid=$!
welcome=""
for _ in $(seq 1 100); do  # up to 20 s
  kill -0 "$window_pid" 2>/dev/null || fail "the window exited early: $(cat "$TMP/window.log")"
  welcome=$(run "$EXE" --data-dir "$WIN_DATA" --json space list 2>/dev/null \
    | field '",".join(s["name"] for s in d["spaces"])' 2>/dev/null) || true
  [[ -n $welcome ]] && break
  sleep 0.2
done
kill "$window_pid" 2>/dev/null || true
wait "$window_pid" 2>/dev/null || true
[[ $welcome == Welcome ]] || fail "the window never opened its database (spaces: '$welcome'): $(cat "$TMP/window.log")"
ok "window start: the worker opened a new database and wrote the Welcome Space"

# --- 2b'. the user's own data folder: no --data-dir, no --db (platformdirs, loaded by name) --
home_space=$(run "$EXE" --json space create "Home Space" | field 'd["id"]') \
  || fail "space create in the default data folder (no --data-dir)"
[[ -f $TMP/home/.local/share/Mindkeep/mindkeep.db ]] \
  || fail "the default data folder has no mindkeep.db: $(find "$TMP/home" -maxdepth 4 | head -20)"
ok "the default data folder: space $home_space in ~/.local/share/Mindkeep/mindkeep.db"

# --- 2c. the shared database: the bundled driver against a real PostgreSQL ---------------
# Only when one runs (MINDKEEP_TEST_PG_URL, an admin URL; `.ci/run` starts one). The test
# databases are made and dropped with the venv's psycopg, the rest is the bundled program.
if [[ -n ${MINDKEEP_TEST_PG_URL:-} ]]; then
  VPY=$ROOT/.venv/bin/python
  pg_db() {  # pg_db create|drop NAME -> prints the database's URL on create
    "$VPY" - "$MINDKEEP_TEST_PG_URL" "$1" "$2" <<'EOF'
import sys
import psycopg
from sqlalchemy.engine import make_url
admin, action, name = make_url(sys.argv[1]), sys.argv[2], sys.argv[3]
with psycopg.connect(host=admin.host, port=admin.port or 5432, user=admin.username,
                     password=admin.password, dbname=admin.database, autocommit=True) as conn:
    if action == "create":
        conn.execute(f'CREATE DATABASE "{name}"')
        print(admin.set(drivername="postgresql", database=name).render_as_string(hide_password=False))
    else:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
EOF
  }
  PG_A=mindkeep_smoke_a_$$ PG_B=mindkeep_smoke_b_$$
  trap 'pg_db drop "$PG_A" || true; pg_db drop "$PG_B" || true; rm -rf "$TMP" "$SCRATCH"' EXIT
  url_a=$(pg_db create "$PG_A") || fail "could not create a test database on $MINDKEEP_TEST_PG_URL"
  url_b=$(pg_db create "$PG_B") || fail "could not create a second test database"
  pgk() { run "$EXE" --db "$url_a" --json "$@"; }
  pspace=$(pgk space create "Shared Space" | field 'd["id"]') || fail "space create on PostgreSQL"
  psession=$(pgk session create --space "$pspace" | field 'd["id"]') || fail "session create on PostgreSQL"
  pmsg=$(pgk message add --session "$psession" --source user "From now on, create a branch for every task." \
    | field 'd["id"]') || fail "message add on PostgreSQL"
  pargs=$(python3 -c 'import json, sys; print(json.dumps({"kind": "constraint", "scope": "space",
    "content": sys.argv[1], "reason": "asked", "source_event_ids": [int(sys.argv[2])]}))' "$RULE" "$pmsg")
  pentry=$(pgk tool call propose_memory_rule --session "$psession" --args "$pargs" | field 'd["entry"]["id"]') \
    || fail "propose_memory_rule on PostgreSQL"
  status=$(pgk memory accept "$pentry" | field 'd["entry"]["status"]') || fail "memory accept on PostgreSQL"
  [[ $status == active ]] || fail "the accepted suggestion is $status on PostgreSQL"
  ok "PostgreSQL through the bundled driver: space $pspace, suggestion #$pentry accepted"
  run "$EXE" --data-dir "$DATA" --json db copy --to "$url_b" >"$TMP/copy.json" \
    || fail "db copy to PostgreSQL: $(cat "$TMP/copy.json")"
  copied=$(field 'sum(t["rows"] for t in d["tables"]) if d["verified"] else 0' <"$TMP/copy.json") \
    || fail "db copy output: $(cat "$TMP/copy.json")"
  (( copied > 0 )) || fail "db copy copied nothing"
  same=$(run "$EXE" --db "$url_b" --json memory list --session "$session" --scope space --status suggested \
    | field 'any(e["id"] == '"$entry"' for e in d["entries"])') || fail "memory list on the copy"
  [[ $same == True ]] || fail "the copied database lacks suggestion #$entry"
  out=$(run "$EXE" --db "${url_a%/*}/mindkeep_no_such_db" --json space list 2>&1 >/dev/null) \
    && fail "a missing database was accepted"
  [[ $out == *'"database_error"'* && $out == *"has no database named"* ]] || fail "unclear error for a missing database: $out"
  ok "db copy of the smoke data to PostgreSQL: $copied rows verified; a missing database is explained"
else
  note "MINDKEEP_TEST_PG_URL not set: the bundled PostgreSQL driver is not exercised"
fi

# --- 3. screenshots and catalogs --------------------------------------------------------
png_size() {  # prints WIDTHxHEIGHT of a PNG, fails on anything else
  python3 - "$1" <<'EOF'
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", "not a PNG"
w, h = struct.unpack(">II", data[16:24])
print(f"{w}x{h}")
EOF
}
shot() {  # shot EXE LOCALE OUT [VAR=VALUE...]
  local exe=$1 locale=$2 png=$3
  shift 3
  run "$@" "$exe" --data-dir "$DATA" --screenshot "$png" --page memory --session "$session" --locale "$locale" \
    || fail "--screenshot --locale $locale exited $?"
  [[ -s $png ]] || fail "--screenshot --locale $locale wrote no file"
  local size
  size=$(png_size "$png") || fail "$png is not a PNG"
  [[ $size == 1280x800 ]] || fail "$png is $size, expected 1280x800"
}
for locale in zh_Hans ar; do
  t0=$(date +%s%N)
  shot "$EXE" "$locale" "$SHOTS/memory-$locale.png"
  ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  ok "--screenshot --page memory --locale $locale: $(stat -c %s "$SHOTS/memory-$locale.png") bytes, ${ms} ms"
done

for locale in zh_Hans ar; do
  [[ -s $BUNDLE/_internal/locales/$locale/LC_MESSAGES/mindkeep.mo ]] \
    || fail "the bundle has no compiled $locale catalog"
done
# Does the frozen program find the catalogs inside its own folder? Copy the bundle (hard
# links), give the copy a catalog in which every string is marked, and compare its
# Memory page with the same copy told to use an empty catalog folder.
copy=$SCRATCH/bundle
cp -al "$BUNDLE" "$copy" 2>/dev/null || cp -a "$BUNDLE" "$copy"
marked=$copy/_internal/locales/zh_Hans/LC_MESSAGES/mindkeep.mo
rm -f "$marked"
python3 - "$BUNDLE/_internal/locales/en/LC_MESSAGES/mindkeep.mo" "$marked" <<'EOF' || fail "could not write a marked catalog"
# Every translation of the (complete) English catalog, wrapped in ⟦ ⟧, as a new .mo file.
import struct, sys
data = open(sys.argv[1], "rb").read()
magic, _rev, n, orig_at, trans_at = struct.unpack("<5I", data[:20])
assert magic == 0x950412DE, "not a little-endian .mo file"
pairs = []
for i in range(n):
    olen, ooff = struct.unpack("<2I", data[orig_at + 8 * i: orig_at + 8 * i + 8])
    tlen, toff = struct.unpack("<2I", data[trans_at + 8 * i: trans_at + 8 * i + 8])
    orig, trans = data[ooff: ooff + olen], data[toff: toff + tlen]
    if orig:  # not the header
        trans = b"\0".join("⟦".encode() + form + "⟧".encode() for form in trans.split(b"\0"))
    pairs.append((orig, trans))
assert len(pairs) > 10, "the English catalog is nearly empty"
pairs.sort()
ids = b"".join(o + b"\0" for o, _ in pairs)
strs = b"".join(t + b"\0" for _, t in pairs)
head = 7 * 4 + 16 * len(pairs)
offsets, o_pos, t_pos = [], head, head + len(ids)
for o, t in pairs:
    offsets.append((len(o), o_pos, len(t), t_pos))
    o_pos += len(o) + 1
    t_pos += len(t) + 1
out = struct.pack("<7I", 0x950412DE, 0, len(pairs), 28, 28 + 8 * len(pairs), 0, 0)
out += b"".join(struct.pack("<2I", ol, oo) for ol, oo, _, _ in offsets)
out += b"".join(struct.pack("<2I", tl, to) for _, _, tl, to in offsets)
open(sys.argv[2], "wb").write(out + ids + strs)
EOF
shot "$copy/mindkeep" zh_Hans "$TMP/marked.png"
shot "$copy/mindkeep" zh_Hans "$TMP/none.png" MINDKEEP_LOCALE_DIR="$TMP/no-catalogs"
cmp -s "$TMP/marked.png" "$TMP/none.png" \
  && fail "the bundled program ignored the catalog in its _internal/locales folder"
ok "the frozen program reads its catalogs from _internal/locales (relocated copy)"
shot "$EXE" zh_Hans "$TMP/english.png" MINDKEEP_LOCALE_DIR="$TMP/no-catalogs"
if cmp -s "$SHOTS/memory-zh_Hans.png" "$TMP/english.png"; then
  note "the zh_Hans catalog does not change the Memory page yet (translations still missing?)"
else
  ok "the zh_Hans catalog is in use on the Memory page"
fi

# --- 4. shared libraries ----------------------------------------------------------------
missing_bundled="" missing_system=""
while IFS= read -r -d '' elf; do
  while IFS= read -r lib; do
    case $lib in
      libQt6*|libpyside6*|libshiboken6*|libicu*|libpython*) missing_bundled+=" ${elf#"$BUNDLE"/}:$lib" ;;
      *) [[ $missing_system == *" $lib"* ]] || missing_system+=" $lib" ;;
    esac
  done < <(LD_LIBRARY_PATH="$BUNDLE/_internal" ldd "$elf" 2>/dev/null | awk '/not found/ {print $1}')
done < <(find "$BUNDLE" -type f \( -name '*.so*' -o -name mindkeep \) -print0)
[[ -z $missing_bundled ]] || fail "libraries left out of the bundle but still needed:$missing_bundled"
if [[ -z $missing_system ]]; then
  ok "every linked library resolves"
else
  note "not installed on this machine (the .deb depends on them):$missing_system"
fi

# --- 5. the .deb ------------------------------------------------------------------------
shopt -s nullglob
debs=("$ROOT"/dist/mindkeep_*.deb)
shopt -u nullglob
(( ${#debs[@]} == 1 )) || fail "expected one dist/mindkeep_*.deb, found ${#debs[@]}; run 'make deb'"
DEB=${debs[0]}
deb_version=$(dpkg-deb -f "$DEB" Version)
[[ $deb_version == "$(sed -E 's/^([0-9]+(\.[0-9]+)*)[.-]?((a|b|rc|dev)[0-9]*)/\1~\3/' <<<"$VERSION")" ]] \
  || fail "$DEB has version $deb_version, app/__init__.py says $VERSION"
depends=$(dpkg-deb -f "$DEB" Depends)
for need in libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libfontconfig1 libdbus-1-3; do
  [[ ", $depends," == *", $need"[,\ ]* ]] || fail "$DEB does not depend on $need"
done
deb_root=$SCRATCH/root
dpkg-deb -x "$DEB" "$deb_root"
for f in opt/mindkeep/mindkeep usr/bin/mindkeep; do
  [[ -f $deb_root/$f && -x $deb_root/$f ]] || fail "$DEB: /$f missing or not executable"
done
grep -q '^exec /opt/mindkeep/mindkeep "\$@"' "$deb_root/usr/bin/mindkeep" \
  || fail "/usr/bin/mindkeep does not start /opt/mindkeep/mindkeep"
[[ -d $deb_root/opt/mindkeep/_internal/locales && -d $deb_root/opt/mindkeep/_internal/app/storage/migrations ]] \
  || fail "$DEB: the bundle lacks catalogs or migrations"
out=$(run "$deb_root/opt/mindkeep/mindkeep" --version) || fail "the unpacked /opt/mindkeep/mindkeep does not start"
[[ $out == "mindkeep $VERSION" ]] || fail "the unpacked program printed '$out'"
desktop=$deb_root/usr/share/applications/$APP_ID.desktop
[[ -f $desktop ]] || fail "$DEB: /usr/share/applications/$APP_ID.desktop missing"
grep -qx "Exec=mindkeep" "$desktop" || fail "the desktop entry does not run mindkeep"
grep -qx "Icon=$APP_ID" "$desktop" || fail "the desktop entry's icon is not $APP_ID"
if command -v desktop-file-validate >/dev/null 2>&1; then
  desktop-file-validate "$desktop" || fail "desktop-file-validate rejected $APP_ID.desktop"
  ok "desktop-file-validate $APP_ID.desktop"
else
  note "desktop-file-validate not installed (apt-get install desktop-file-utils); entry not validated"
fi
metainfo=$deb_root/usr/share/metainfo/$APP_ID.metainfo.xml
[[ -f $metainfo ]] || fail "$DEB: /usr/share/metainfo/$APP_ID.metainfo.xml missing"
grep -q "<release version=\"$VERSION\"" "$metainfo" || fail "the AppStream metadata lists no release $VERSION"
if command -v appstreamcli >/dev/null 2>&1; then
  appstreamcli validate --no-net "$metainfo" >"$TMP/appstream.txt" 2>&1 \
    || { cat "$TMP/appstream.txt" >&2; fail "appstreamcli rejected the metainfo"; }
  ok "appstreamcli validate $APP_ID.metainfo.xml"
fi
for size in 16 24 32 48 64 128 256 512; do
  icon=$deb_root/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png
  [[ -s $icon ]] || fail "$DEB: icon ${size}x${size} missing"
  [[ $(png_size "$icon") == "${size}x${size}" ]] || fail "icon ${size}x${size} has the wrong size"
done
[[ -s $deb_root/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg ]] || fail "$DEB: scalable icon missing"
ok "$(basename "$DEB"): $(du -h "$DEB" | cut -f1), $(dpkg-deb -c "$DEB" | wc -l) entries; launcher, desktop entry, metainfo, 8 PNG + SVG icons"

# --- 6. size and start-up time --------------------------------------------------------------
bundle_mb=$(du -sm "$BUNDLE" | cut -f1)
(( bundle_mb <= MAX_BUNDLE_MB )) || fail "the bundle is ${bundle_mb} MB, over the ${MAX_BUNDLE_MB} MB limit"
ok "bundle size $(du -sh "$BUNDLE" | cut -f1) on disk ($(du -sb "$BUNDLE" | awk '{printf "%.1f", $1 / 1048576}') MiB of files, limit ${MAX_BUNDLE_MB} MB)"
times=$(env -i PATH=/usr/bin:/bin HOME="$TMP/home" LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen \
  python3 - "$EXE" <<'EOF'
import subprocess, sys, time
runs = []
for _ in range(3):
    t0 = time.perf_counter()
    subprocess.run([sys.argv[1], "--version"], check=True, stdout=subprocess.DEVNULL)
    runs.append(time.perf_counter() - t0)
print(" ".join(f"{t:.3f}" for t in runs))
EOF
) || fail "timing --version"
ok "start time of --version (3 runs, s): $times"
echo "package-smoke: PASS ($(basename "$DEB"), bundle ${bundle_mb} MB; screenshots in ${SHOTS#"$ROOT"/})"
