"""`make patterns`: compile the judgement's regular expressions once and keep their code beside
the app's bytecode (app.deferred.keep_compiled_patterns), so that a process's first judgement
reads them back instead of compiling them (the CLI's `chat`, `mindkeep mcp`, the window, and
every test that starts one). A message in each language the judgement reads, and one of each
kind it weighs, loads every table; a pattern compiled by nothing here is compiled as always."""

from __future__ import annotations

import sys
import time

import app.domain.memory.judgement as judgement
from app.deferred import write_compiled_patterns

MESSAGES = (
    "Remember: always create a branch for every task, I prefer tabs.",
    "记住：以后新建组件放在 src/components 下，我喜欢简短的回答。",
    "記住：以後新建元件放在 src/components 下，唔好用 tab。",
    "覚えておいて：タスクごとにブランチを作ってください。",
    "기억해 줘: 작업마다 브랜치를 만들어 주세요.",
    "Retiens : crée toujours une branche pour chaque tâche, je préfère les tabulations.",
    "Merk dir: leg für jede Aufgabe einen Branch an, ich bevorzuge Tabs.",
    "Recuerda: crea siempre una rama para cada tarea, prefiero tabulaciones.",
    "Ricorda: crea sempre un branch per ogni attività, preferisco i tab.",
    "Запомни: всегда создавай ветку для каждой задачи, я предпочитаю табы.",
    "تذكر: أنشئ دائمًا فرعًا لكل مهمة، أفضّل المسافات.",
)


def compile_them() -> None:
    for message in MESSAGES:
        judgement.judge(message)


def main() -> int:
    started = time.perf_counter()
    count = write_compiled_patterns(judgement.__file__, compile_them)
    took = time.perf_counter() - started
    print(f"patterns: {count} kept for this interpreter ({took:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
