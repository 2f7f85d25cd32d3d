"""The judgement's regular expressions compiled by `make patterns` and read back by every later
process (app.deferred.keep_compiled_patterns): each one read back is what re.compile makes, and
each value derived from a pattern's text what the code derives; a process with the file parses
none of them again and judges every message alike; a file damaged, or written by another
interpreter or by other code of the judgement, is never read."""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app import deferred
from benchmarks.judge import load_corpus

REPO = Path(__file__).resolve().parents[1]
# A child process: the judgement's pattern parses counted from before it loads, what it makes of
# each message given on stdin, and (asked) every kept pattern and derivation compared with
# what re.compile and the code make of them now.
CHILD = r"""
import json, re, sys
from re import _parser
parses = 0
parse = _parser.parse
def counted(*args, **kwargs):
    global parses
    frame = sys._getframe(1)
    while frame.f_back is not None and "/re/" in frame.f_code.co_filename:
        frame = frame.f_back  # to the code that asked re to compile
    # only the judgement's own patterns (the standard library's modules it imports are not kept)
    parses += "memory/judgement/" in frame.f_code.co_filename
    return parse(*args, **kwargs)
_parser.parse = counted
import app.domain.memory.judgement as judgement
from app import deferred
messages = json.loads(sys.stdin.read())
readings = [repr(judgement.judge(m)) for m in messages]
judged_parses = parses
unequal = []
if "--compare" in sys.argv:
    from app.domain.memory.judgement.first_chars import _lead, held_spaces
    from app.domain.memory.judgement.lexicon import unaccented
    from app.domain.memory.judgement.needed_words import _needed
    derive = {  # each kind of kept derivation, as the code derives it
        "first_chars.lead": lambda key: _lead(re.compile(key[1], key[2])),
        "needed_words": lambda key: _needed(re.compile(key[1], key[2])),
        "first_chars.held_spaces": lambda key: tuple(held_spaces(a, key[2]) for a in key[1]),
    }
    for (pattern, flags), _parts in list(deferred._patterns.items()):
        if deferred._compile_kept(pattern, flags) != deferred._compile(pattern, flags):
            unequal.append(pattern)
    for key, value in list(deferred._derived.items()):
        again = derive.get(key[0], lambda key: tuple(map(unaccented, key[1])))(key)
        if again != value:
            unequal.append(key)
print(json.dumps({"readings": readings, "parses": judged_parses, "kept": len(deferred._patterns),
                  "derived": len(deferred._derived), "unequal": unequal}))
"""


def _env(prefix: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPYCACHEPREFIX": str(prefix)}


def _child(prefix: Path, messages: list[str], *args: str) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, *args],
        input=json.dumps(messages),
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=_env(prefix),
        cwd=REPO,
        timeout=300,
        check=True,
    )
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def kept(tmp_path_factory) -> Path:
    """A bytecode folder where `make patterns`'s script has written the file."""
    prefix = tmp_path_factory.mktemp("pycache")
    proc = subprocess.run(
        [sys.executable, "scripts/keep_patterns.py"],
        capture_output=True,
        text=True,
        env=_env(prefix),
        cwd=REPO,
        timeout=300,
        check=True,
    )
    assert "kept for this interpreter" in proc.stdout
    return prefix


# Messages `make patterns` judges, then messages of the corpus it never saw.
MESSAGES = [
    "Remember: always create a branch for every task, I prefer tabs.",
    "記住：以後新建元件放在 src/components 下，唔好用 tab。",
]
SEEN = [c.text for c in load_corpus()][::25]


def test_what_is_read_back_is_what_re_compile_and_the_code_make_and_judges_alike(kept, tmp_path):
    # (one test: its processes are the costly part, and xdist would run a shared fixture twice)
    found = _child(kept, MESSAGES, "--compare")
    assert found["kept"] > 1000 and found["derived"] > 500, found
    assert found["unequal"] == []
    # the messages the script judged parse none of the judgement's patterns again, not even
    # those it makes of their words
    assert found["parses"] == 0
    with_file, without = _child(kept, SEEN), _child(tmp_path / "none", SEEN)
    assert with_file["readings"] == without["readings"]
    assert without["kept"] == 0 and without["parses"] > 500
    assert with_file["parses"] < without["parses"] / 10, (with_file["parses"], without["parses"])


def test_a_file_damaged_of_other_code_or_of_another_python_is_never_read(monkeypatch, tmp_path):
    judgement = REPO / "app" / "domain" / "memory" / "judgement"
    monkeypatch.setattr(deferred, "_code_digest", deferred._folder_digest(str(judgement)))
    parts = deferred._compiled_parts(r"(?P<word>\w+)\s+(?:tabs|spaces)", 2)
    patterns = {(r"(?P<word>\w+)\s+(?:tabs|spaces)", 2): parts}
    derived = {("first_chars.lead", "tabs", 2): "(?=[t])"}
    path = tmp_path / "pattern-code.marshal"
    path.write_bytes(marshal.dumps((deferred._pattern_key(), patterns, derived)))
    assert deferred._read_patterns(str(path)) == (patterns, derived)
    damaged = tmp_path / "damaged.marshal"
    damaged.write_bytes(path.read_bytes()[:40])
    assert deferred._read_patterns(str(damaged)) == ({}, {})
    # the judgement's code changed by one byte: another digest, the file is not this code's
    monkeypatch.setattr(deferred, "_code_digest", "0" * 64)
    assert deferred._read_patterns(str(path)) == ({}, {})
    monkeypatch.setattr(deferred, "_code_digest", deferred._folder_digest(str(judgement)))
    monkeypatch.setattr(sys, "version", sys.version + " (another build)")
    assert deferred._read_patterns(str(path)) == ({}, {})
