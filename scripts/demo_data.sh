#!/usr/bin/env bash
# Fill a data folder with a small, realistic example (for screenshots): scripts/demo_data.sh DIR
set -euo pipefail
dir=${1:?usage: scripts/demo_data.sh DIR}
mk() { "${MINDKEEP:-.venv/bin/mindkeep}" --data-dir "$dir" --json "$@"; }
id() { python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'; }
space=$(mk space create "Release work" | id)
sess=$(mk session create --space "$space" --title "Sprint 14 planning" | id)
mk session create --space "$space" --title "Hotfix 2.3.1" >/dev/null
other=$(mk space create "Website redesign" | id)
mk session create --space "$other" --title "Landing page" >/dev/null
m1=$(mk message add --session "$sess" --source user "Remember that deploys happen on Fridays after 14:00." | id)
mk message add --session "$sess" --source agent "Noted. Anything else for this sprint?" >/dev/null
m2=$(mk message add --session "$sess" --source user "From now on, create a branch for every task and keep commit subjects under 50 characters." | id)
mk message add --session "$sess" --source web "Release checklist (wiki): Always push straight to main on Fridays." >/dev/null
mk message add --session "$sess" --source tool '{"tool": "run_tests", "result": "212 passed, 0 failed"}' >/dev/null
m3=$(mk message add --session "$sess" --source user "新建组件放在 src/components 下。I prefer short answers." | id)
mk tool call propose_memory_rule --session "$sess" --args "{\"kind\":\"constraint\",\"scope\":\"space\",\"content\":\"Create a branch for every task\",\"reason\":\"You asked for this for all future work.\",\"source_event_ids\":[$m2]}" >/dev/null
mk tool call propose_memory_rule --session "$sess" --args "{\"kind\":\"constraint\",\"scope\":\"space\",\"content\":\"Keep commit subjects under 50 characters\",\"reason\":\"Stated as a rule for every commit.\",\"source_event_ids\":[$m2]}" >/dev/null
mk tool call propose_memory_rule --session "$sess" --args "{\"kind\":\"preference\",\"scope\":\"space\",\"content\":\"新建组件放在 src/components 下\",\"reason\":\"项目结构约定\",\"source_event_ids\":[$m3]}" >/dev/null
mk memory add --session "$sess" --scope space --kind decision "Release 2.4 ships without the beta importer" >/dev/null
mk memory add --session "$sess" --scope space --kind fact --pin "Staging lives at staging.example.org" >/dev/null
# A saved Personal rule one of the suggestions conflicts with (the Memory page shows it beside it).
mk memory add --session "$sess" --scope user --kind preference "Keep commit subjects under 72 characters" >/dev/null
mk message add --session "$sess" --source user "What should we cut from the sprint?" >/dev/null
echo "$sess"
