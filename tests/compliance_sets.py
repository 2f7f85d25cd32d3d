"""What the checker's round tests share: the tool calls real agents make (Claude Code's `Bash`,
`Edit`, `Write`, Codex's `shell`, Gemini CLI's `run_shell_command`, a git server's commit), one
verdict checked, the rules of every compliance set, a round's set checked for shape and for
distance from every set written before it, and a round's probes kept out of every set (a set's
words are never shown to the code that reads them)."""

from __future__ import annotations

import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from functools import cache
from pathlib import Path

SETS = Path(__file__).resolve().parent / "data" / "compliance"
LANGUAGES = {"en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar"}
VERDICTS = ("followed", "violated", "not_applicable", "unknown")


def bash(command: str):
    return ("Bash", {"command": command})


def codex(command: str):
    return ("shell", {"command": ["bash", "-lc", command], "workdir": "/workspace/app"})


def gemini(command: str):
    return ("run_shell_command", {"command": command})


def edit(path: str):
    return ("Edit", {"file_path": path, "old_string": "a = 1", "new_string": "a = 2"})


def write(path: str, content: str = "x\n"):
    return ("Write", {"file_path": path, "content": content})


def commit(message: str):
    return ("git__git_commit", {"repo_path": "/srv/app", "message": message})


def push(branch: str, force: bool = False):
    return bash(f"git push {'-f ' if force else ''}origin {branch}")


def merge_on(branch: str, source: str = "feature/x"):
    """A merge of `source` landing on `branch`, as Claude Code's Bash runs it (check-ze-east)."""
    return bash(f"git checkout {branch} && git merge {source}")


def push_files(branch: str, path: str = "src/a.ts"):
    """A GitHub server's push of one file onto a branch (`push_files`), as an agent calls it."""
    files = [{"path": path, "content": "x\n"}]
    arguments = {
        "owner": "acme",
        "repo": "app",
        "branch": branch,
        "message": "Update",
        "files": files,
    }
    return ("github__push_files", arguments)


def create_or_update_file(branch: str, path: str = "src/a.py"):
    """A GitHub server's write of one file onto a branch (`create_or_update_file`)."""
    arguments = {
        "owner": "acme",
        "repo": "app",
        "path": path,
        "content": "x\n",
        "message": "Update",
    }
    return ("github__create_or_update_file", {**arguments, "branch": branch})


def delete_file(branch: str, path: str = "src/a.py"):
    """A GitHub server's deletion of one file on a branch (`delete_file`): a commit there."""
    arguments = {"owner": "acme", "repo": "app", "path": path, "message": "Remove"}
    return ("github__delete_file", {**arguments, "branch": branch})


def get_file_contents(branch: str, path: str = "src/a.py"):
    """A GitHub server's read of one file on a branch (`get_file_contents`): it writes nothing."""
    return (
        "github__get_file_contents",
        {"owner": "acme", "repo": "app", "path": path, "branch": branch},
    )


def list_commits(branch: str):
    """A GitHub server's list of a branch's commits (`list_commits`): it writes nothing."""
    return ("github__list_commits", {"owner": "acme", "repo": "app", "sha": branch})


def check(verdict, rule, output, expected) -> None:
    """`verdict` (the compliance tests' fixture) reads `output` against `rule` as `expected`."""
    assert verdict(rule, output).verdict is expected, (rule, output)


def rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


@cache
def every_rule() -> frozenset[str]:
    """The words of every rule of every compliance set, the frozen ones too."""
    return frozenset(r["rule"]["words"].strip() for p in SETS.rglob("*.jsonl") for r in rows(p))


def assert_round_set(name: str, tag: str, size: int, numbers: range = range(1, 29)) -> None:
    """A round's dev part (`<name>/batch1.jsonl`): `size` cases in all 11 languages, each id once
    and naming its set and language with a number of `numbers`, tagged `tag`, a verdict each."""
    found = rows(SETS / name / "batch1.jsonl")
    assert len(found) == size
    assert len({r["id"] for r in found}) == size
    assert {r["lang"] for r in found} == LANGUAGES
    for r in found:
        assert r["id"].startswith(f"{name}-{r['lang']}-"), r["id"]
        assert int(r["id"].rsplit("-", 1)[1]) in numbers, r["id"]
        assert tag in r["tags"], r["id"]
        assert r["verdict"] in VERDICTS, r["id"]


def assert_round_part(
    name: str, tag: str, counts: dict[str, int], size: int, first: int = 1
) -> None:
    """One helper's part of a round's dev set, where two helpers wrote their own languages into
    `<name>/batch1.jsonl` (the twentieth round's west and east): `size` rows in the languages of
    `counts`, each id once and naming its set and language with a number up to the language's
    count (from `first`), tagged with the round's tag and `tag` (the helper's), a verdict each."""
    # (check-zf-en) only the helper's own rows: another helper's class in the same languages is
    # numbered from `first` (901…) and tagged its own
    found = [
        r for r in rows(SETS / name / "batch1.jsonl") if r["lang"] in counts and tag in r["tags"]
    ]
    assert len(found) == size
    assert len({r["id"] for r in found}) == size
    assert {r["lang"] for r in found} == set(counts)
    for r in found:
        assert r["id"].startswith(f"{name}-{r['lang']}-"), r["id"]
        assert first <= int(r["id"].rsplit("-", 1)[1]) < first + counts[r["lang"]], r["id"]
        assert tag in r["tags"], r["id"]
        assert r["verdict"] in VERDICTS, r["id"]


def assert_frozen_part(name: str, tag: str, round_tag: str, counts: dict[str, int]) -> None:
    """One helper's part of a round's frozen third (`<name>_frozen/frozen.jsonl`), counted and
    never read (it is scored once, by the integrator): per language of `counts` that many rows
    tagged `tag` (the helper's) and `round_tag`, each id once and naming the set and its language,
    none also in the dev part."""
    found = [r for r in rows(SETS / f"{name}_frozen" / "frozen.jsonl") if tag in r["tags"]]
    assert Counter(r["lang"] for r in found) == counts
    assert len({r["id"] for r in found}) == len(found)
    assert all(r["id"].startswith(f"{name}-{r['lang']}-") for r in found)
    assert all(round_tag in r["tags"] for r in found)
    assert not {r["id"] for r in found} & {r["id"] for r in rows(SETS / name / "batch1.jsonl")}


def pool_case(folder: str, case_id: str):
    """The case `case_id` of the set `folder` (any of its batches: dev33g has two), as the
    benchmark reads it."""
    from benchmarks.judge_compliance import Case

    row = next(
        r for f in sorted((SETS / folder).glob("*.jsonl")) for r in rows(f) if r["id"] == case_id
    )
    rule = row["rule"]
    return Case(
        row["id"], row["family"], row["lang"], rule["words"], rule.get("kind", "constraint"),
        row["output"], row.get("turn"), row["verdict"], tuple(row.get("tags") or ()),
    )  # fmt: skip


def _earlier(folder: Path, name: str) -> bool:
    # the corpus's families and every set whose round came before `name` (dev33h_ko before dev33i)
    return folder == SETS or not folder.name.startswith("dev33") or folder.name.split("_")[0] < name


_TOKEN = re.compile(
    r"[a-z0-9_\u00c0-\u024f\u0400-\u04ff\u0600-\u06ff]+|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]"
)


def _tokens(text: str) -> set[str]:
    return set(_TOKEN.findall(text.lower()))


def _judged_after(name: str) -> set[str]:
    """The texts of the judgement's sets of rounds after `name` (dev33zf after dev33ze)."""
    later = set()
    for p in (SETS.parent / "memory_judgement").glob("dev33*/*.jsonl"):
        if p.parent.name.split("_")[0] > name:
            later |= {row["text"] for row in rows(p) if row.get("text")}
    return later


def assert_rules_apart(name: str, judged: set[str] | None = None) -> None:
    """No rule of round `name`'s dev part is close (difflib ratio over 0.75) to a rule, in the
    same language, of a set written before it; with `judged` (the judgement's texts), none shares
    0.4 of its words (Jaccard) with one of them either — those written before it: a judgement set
    written in a later round is that round's to keep apart, never a reason this older set fails."""
    if judged:
        judged = judged - _judged_after(name)
    earlier = defaultdict(set)  # by the rule's language: another script is never close
    for p in SETS.rglob("*.jsonl"):
        if _earlier(p.parent, name):
            for row in rows(p):
                earlier[row.get("lang")].add(row["rule"]["words"])
    postings = defaultdict(list)
    theirs = [_tokens(t) for t in judged or ()]
    for i, tokens in enumerate(theirs):
        for token in tokens:
            postings[token].append(i)
    mine = {(r["rule"]["words"], r["lang"]) for r in rows(SETS / name / "batch1.jsonl")}
    for words, lang in mine:
        m = difflib.SequenceMatcher(None)
        m.set_seq2(words)  # its index is built once per rule
        for other in earlier[lang]:
            m.set_seq1(other)
            # the quick ratios bound the ratio from above: most pairs are told apart by them
            assert m.real_quick_ratio() <= 0.75 or m.quick_ratio() <= 0.75 or m.ratio() <= 0.75, (
                words,
                other,
            )
        tokens = _tokens(words)
        shared = Counter(i for token in tokens for i in postings[token])
        for i, n in shared.items():
            assert n < 0.4 * len(tokens | theirs[i]), words


def assert_probes_in_no_set(probes) -> None:
    """A round's probes, (rule, output, expected) each: no rule's words are a set's."""
    every = every_rule()
    assert not [words for words, _output, _expected in probes if words.strip() in every]


_PRE_TOOL = ("hook", "pre-tool", "--client", "claude-code")


def hook_answers(core, tmp_path: Path, rule: str, commands: list[str]) -> list[dict]:
    """`mindkeep hook pre-tool --client claude-code` over a temp data folder whose Space, bound to
    a folder, holds `rule`: the hook's answer to each shell command ({} where it goes on)."""
    return hook_calls(core, tmp_path, rule, [shell_call("claude-code", c) for c in commands])


def hook_calls(core, tmp_path: Path, rule: str, calls: list[tuple[str, dict]]) -> list[dict]:
    """`mindkeep hook pre-tool --client CLIENT` over a temp data folder whose Space, bound to a
    folder, holds `rule` (added as a user adds it): the hook's answer to each (client, payload)
    ({} where it goes on)."""
    from app.cli.hook_helper import stop_helpers
    from app.domain.model import Scope, ScopeRef

    folder = tmp_path / "work"
    folder.mkdir()
    space = core.chat.create_space("Work").value
    core.external.bind(space.id, folder)
    core.decisions.add_entry(ScopeRef(Scope.SPACE, space.id), kind="constraint", content=rule)
    run = Path(tempfile.mkdtemp(prefix="mkh-", dir="/tmp"))  # short: a socket's path is short
    env = {**os.environ, "MINDKEEP_HOOK_RUN_DIR": str(run)}
    answers = []
    try:
        for client, payload in calls:
            done = subprocess.run(
                [sys.executable, "-m", "app", "--data-dir", str(tmp_path), "hook", "pre-tool",
                 "--client", client],
                input=json.dumps({"cwd": str(folder), **payload}).encode(),
                capture_output=True,
                timeout=120,
                env=env,
            )  # fmt: skip
            assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
            answers.append(json.loads(done.stdout) if done.stdout.strip() else {})
    finally:
        stop_helpers(str(run))
        shutil.rmtree(run, ignore_errors=True)
    return answers


def hook_verdicts(core, tmp_path: Path, rule: str, calls: list[tuple[str, dict]]) -> list[str]:
    """The real hook over `calls` (see hook_calls): per call "deny" or "allow", each deny naming
    the rule."""
    said = []
    for answer in hook_calls(core, tmp_path, rule, calls):
        deny = answer.get("decision") == "deny" or (
            answer.get("hookSpecificOutput", {}).get("permissionDecision") == "deny"
        )
        if deny:
            assert rule[:12] in json.dumps(answer, ensure_ascii=False)  # the rule named
        said.append("deny" if deny else "allow")
    return said


def shell_call(client: str, command) -> tuple[str, dict]:
    """A shell command as `client` sends it to the hook (Codex's `shell` takes an argv)."""
    name = {"claude-code": "Bash", "codex": "shell", "gemini-cli": "run_shell_command"}[client]
    return client, {"tool_name": name, "tool_input": {"command": command}}
