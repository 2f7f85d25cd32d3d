#!/usr/bin/env bash
# The pictures of docs/screenshots/: for each language, the demo data (scripts/demo_data.sh) and
# a short conversation in it (scripts/demo_chat.py), then the chat, the Memory page (with a
# suggestion decided and an entry's history open, scripts/memory_screenshots.py) and the Memory
# directory, in the light theme, and in the dark one for DARK_LOCALES.
#   scripts/docs_screenshots.sh [OUT_DIR]      (default docs/screenshots)
set -euo pipefail
out=${1:-docs/screenshots}
py=${PYTHON:-.venv/bin/python}
export MINDKEEP=${MINDKEEP:-.venv/bin/mindkeep} QT_QPA_PLATFORM=offscreen
locales=(en zh_Hans ar de ja)
dark_locales=" en zh_Hans ar "
mkdir -p "$out"
for loc in "${locales[@]}"; do
  dir=$(mktemp -d)
  session=$(bash scripts/demo_data.sh "$dir")
  PYTHONPATH=. "$py" scripts/demo_chat.py "$dir" "$session" "$loc"
  themes=(light)
  [[ $dark_locales == *" $loc "* ]] && themes+=(dark)
  for theme in "${themes[@]}"; do
    suffix=$([[ $theme == dark ]] && echo -dark || true)
    for page in chat directory; do
      MINDKEEP_THEME=$theme "$MINDKEEP" --data-dir "$dir" --screenshot "$out/$page-$loc$suffix.png" \
        --page "$page" --session "$session" --locale "$loc"
    done
    MINDKEEP_THEME=$theme PYTHONPATH=. "$py" scripts/memory_screenshots.py "$dir" "$session" "$out" "$loc" >/dev/null
  done
  rm -rf "$dir"
  echo "$loc: done"
done
