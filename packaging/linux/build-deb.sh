#!/usr/bin/env bash
# Build dist/<package>_<version>_<arch>.deb from the PyInstaller bundle dist/mindkeep/.
#
#   make deb            # builds the bundle first, then runs this
#
# The package installs
#   /opt/mindkeep/                                    the bundle (program + _internal/)
#   /usr/bin/mindkeep                                 a launcher
#   /usr/share/applications/<APP_ID>.desktop          the desktop entry
#   /usr/share/metainfo/<APP_ID>.metainfo.xml         AppStream metadata
#   /usr/share/icons/hicolor/{16..512}/apps, scalable the icon
#   /usr/share/doc/<package>/copyright
# Name, version and app id come from app/__init__.py. No maintainer scripts: the icon
# cache and desktop database are refreshed by dpkg triggers. Removing the package never
# touches the user's data folder (~/.local/share/Mindkeep).
#
# Depends lists the system libraries the bundle loads from the system (it carries Qt and
# Python itself). The script checks every library the bundled binaries link to: each
# must be in the bundle or come from a package named in Depends, or the build fails.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
PYTHON=${PYTHON:-python3}
BUNDLE=${BUNDLE:-dist/mindkeep}

die() { echo "build-deb: error: $*" >&2; exit 1; }
for tool in dpkg-deb dpkg readelf objdump "$PYTHON"; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is missing (Debian/Ubuntu: apt-get install dpkg binutils python3)"
done
[[ -x $BUNDLE/mindkeep ]] || die "$BUNDLE/mindkeep not found; run 'make package' first"

# --- metadata from the one source of truth ----------------------------------------
read -r APP_NAME APP_ID VERSION < <("$PYTHON" - <<'EOF'
import ast, pathlib
found = {}
for node in ast.parse(pathlib.Path("app/__init__.py").read_text(encoding="utf-8")).body:
    if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
        for t in node.targets:
            if isinstance(t, ast.Name):
                found[t.id] = node.value.value
print(found["APP_NAME"], found["APP_ID"], found["__version__"])
EOF
)
PACKAGE=$(tr '[:upper:]' '[:lower:]' <<<"$APP_NAME")
# PEP 440 pre-releases sort before the release in Debian only with "~": 1.0rc1 -> 1.0~rc1
DEB_VERSION=$(sed -E 's/^([0-9]+(\.[0-9]+)*)[.-]?((a|b|rc|dev)[0-9]*)/\1~\3/' <<<"$VERSION")
ARCH=$(dpkg --print-architecture)
DEB=dist/${PACKAGE}_${DEB_VERSION}_${ARCH}.deb
STAGE=build/deb/${PACKAGE}_${DEB_VERSION}_${ARCH}

echo "build-deb: $APP_NAME $VERSION ($APP_ID) -> $DEB"

# --- lay out the file system --------------------------------------------------------
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
  "$STAGE/usr/share/metainfo" "$STAGE/usr/share/doc/$PACKAGE"
cp -a "$BUNDLE" "$STAGE/opt/$PACKAGE"

cat >"$STAGE/usr/bin/$PACKAGE" <<EOF
#!/bin/sh
# $APP_NAME launcher: the program lives in /opt/$PACKAGE (from the $PACKAGE package).
exec /opt/$PACKAGE/mindkeep "\$@"
EOF
chmod 0755 "$STAGE/usr/bin/$PACKAGE"

install -m 0644 "packaging/linux/$APP_ID.desktop" "$STAGE/usr/share/applications/$APP_ID.desktop"

# AppStream: make sure the version being packaged is listed as a release.
"$PYTHON" - "packaging/linux/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml" "$VERSION" <<'EOF'
import datetime, sys
src, dst, version = sys.argv[1:]
text = open(src, encoding="utf-8").read()
if f'<release version="{version}"' not in text:
    today = datetime.date.today().isoformat()
    text = text.replace("<releases>", f'<releases>\n    <release version="{version}" date="{today}"/>', 1)
open(dst, "w", encoding="utf-8").write(text)
EOF
chmod 0644 "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"

for png in resources/icons/mindkeep-*.png; do
  size=${png##*-}; size=${size%.png}
  install -D -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
install -D -m 0644 resources/icons/mindkeep.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
[[ -f $STAGE/usr/share/icons/hicolor/256x256/apps/$APP_ID.png ]] \
  || die "resources/icons/mindkeep-256.png missing; run scripts/render_icons.py"

cat >"$STAGE/usr/share/doc/$PACKAGE/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: $APP_NAME
Comment: $APP_NAME bundles Python, Qt for Python (PySide6, LGPLv3), SQLAlchemy, Alembic,
 Babel and other libraries under their own licences; see /opt/$PACKAGE/_internal/*.dist-info.

Files: *
Copyright: Mindkeep developers
License: proprietary
EOF
chmod 0644 "$STAGE/usr/share/doc/$PACKAGE/copyright"

# Normalise permissions (files 0644, executables 0755, folders 0755; owner set by dpkg-deb).
find "$STAGE" -type d -exec chmod 0755 {} +
find "$STAGE/opt" -type f ! -perm -u+x -exec chmod 0644 {} +
find "$STAGE/opt" -type f -perm -u+x -exec chmod 0755 {} +

# --- dependencies ----------------------------------------------------------------------
# The oldest C library the bundled binaries accept.
GLIBC_MIN=$(find "$STAGE/opt" -type f \( -name '*.so*' -o -name mindkeep \) -print0 \
  | xargs -0 objdump -T 2>/dev/null | grep -o 'GLIBC_[0-9][0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)
[[ -n $GLIBC_MIN ]] || die "could not read the glibc version the bundle needs"

DEPENDS=(
  "libc6 (>= $GLIBC_MIN)" libstdc++6 libgcc-s1
  # OpenGL/EGL: Qt's GUI module links them even offscreen
  libgl1 libegl1
  # X11/xcb platform plugin
  libx11-6 libx11-xcb1 libxcb1 libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4
  libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-render0
  libxcb-shm0 libxcb-sync1 libxcb-xfixes0 libxcb-xkb1 libxcb-glx0 "libxcb-util1 | libxcb-util0"
  # Wayland platform plugin
  libwayland-client0 libwayland-cursor0 libwayland-egl1
  # fonts, D-Bus (accessibility, portals, keyring), GLib event loop
  libfontconfig1 libfreetype6 libdbus-1-3 "libglib2.0-0t64 | libglib2.0-0"
  # zstd: compressed Qt resources
  libzstd1
  # Latin, Cyrillic and Arabic text
  "fonts-dejavu-core | fonts-dejavu"
)
# Chinese, Japanese and Korean text; emoji in messages (without a colour emoji font they
# show as empty boxes); the Secret Service keeps a model's API key.
RECOMMENDS=("fonts-wqy-microhei | fonts-noto-cjk" "fonts-noto-color-emoji")
SUGGESTS=("gnome-keyring | kwalletmanager | keepassxc")

join() { local IFS=,; local out="$*"; echo "${out//,/, }"; }

# Every package name Depends mentions (alternatives included, versions dropped).
declare -A declared=()
for dep in "${DEPENDS[@]}"; do
  for alt in ${dep//|/ }; do
    [[ $alt == \(* || $alt == *\) ]] || declared[$alt]=1
  done
done

# Libraries the bundled ELF files link to but the bundle does not carry.
mapfile -t bundled < <(find "$STAGE/opt/$PACKAGE" \( -type f -o -type l \) -printf '%f\n' | sort -u)
declare -A in_bundle=()
for f in "${bundled[@]}"; do in_bundle[$f]=1; done
mapfile -t needed < <(find "$STAGE/opt/$PACKAGE" -type f \( -name '*.so*' -o -name mindkeep \) -print0 \
  | xargs -0 readelf -d 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | sort -u)
LDCACHE=$(ldconfig -p)
problems=0
for lib in "${needed[@]}"; do
  [[ -n ${in_bundle[$lib]:-} ]] && continue
  path=$(awk -v lib="$lib" '$1 == lib && /x86-64|AArch64|64bit/ {print $NF; exit}' <<<"$LDCACHE")
  [[ -n $path ]] || path=$(awk -v lib="$lib" '$1 == lib {print $NF; exit}' <<<"$LDCACHE")
  if [[ -z $path ]]; then
    echo "build-deb: warning: $lib is not installed here; cannot check which package provides it" >&2
    continue
  fi
  owner=""
  for candidate in "$path" "$(readlink -f "$path")" "/usr$path" "${path#/usr}"; do
    owner=$(dpkg -S "$candidate" 2>/dev/null | grep -v '^diversion' | sed -n '1s/:.*//p') || owner=""
    [[ -n $owner ]] && break
  done
  if [[ -z $owner ]]; then
    echo "build-deb: warning: no package owns $path ($lib)" >&2
    continue
  fi
  if [[ -z ${declared[$owner]:-} ]]; then
    echo "build-deb: error: the bundle links to $lib from package $owner, which Depends does not name" >&2
    problems=1
  fi
done
(( problems == 0 )) || die "add the packages above to DEPENDS in $0"

INSTALLED_KB=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
cat >"$STAGE/DEBIAN/control" <<EOF
Package: $PACKAGE
Version: $DEB_VERSION
Architecture: $ARCH
Maintainer: Mindkeep developers <dev@mindkeep.io>
Installed-Size: $INSTALLED_KB
Depends: $(join "${DEPENDS[@]}")
Recommends: $(join "${RECOMMENDS[@]}")
Suggests: $(join "${SUGGESTS[@]}")
Section: utils
Priority: optional
Homepage: https://mindkeep.io
Description: AI agent workspace that remembers how you want work done
 Mindkeep is a local-first desktop app for working with an AI agent. You chat
 with the agent in Sessions, grouped into Spaces; the agent keeps a Memory of
 rules, preferences and facts that shape its future work. Suggested rules wait
 for your decision; text from tools, web pages or files never becomes a rule.
 .
 Data lives in ~/.local/share/Mindkeep and is never removed by uninstalling.
EOF

mkdir -p dist
rm -f "dist/${PACKAGE}_"*"_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
echo "build-deb: $DEB ($(du -h "$DEB" | cut -f1); installs $((INSTALLED_KB / 1024)) MB)"
echo "build-deb: Depends: $(join "${DEPENDS[@]}")"
