"""Wrong hook verdicts a user meets in the first week, found by driving the real hook (`mindkeep
hook prompt-submit`, `memory accept`, `memory show`, `mindkeep hook pre-tool` for Claude Code,
Codex and Gemini CLI) with 112 everyday rules in 11 languages and 226 calls (the table is in
tests/data/compliance/README.md, probe-ze). Four classes, each mended as a class: its siblings
(written for this file, each misread on 9eec731d) and its near misses (the same surface with
nothing of the class, read the same before and after), and one test through the real hook.

1. Codex's argv — the hook joined ["bash", "-lc", "git push origin main"] with spaces, and the
   shell reader saw `bash` alone: every ban went through Codex (events._call_of, shlex.join).
2. Read-only in words whose "only" the checker's table lacked (solo de lectura, только для
   чтения, 只能看, nur lesbar, as read only): the folder read as the one place writes may go —
   a new file elsewhere denied, the folder itself written (read_paths._READ_ONLY).
3. Arabic's comma, semicolon or question mark right after a command ("npm publish،") cut the
   subcommand off: npm refused whole, `npm test` denied (named_terms._ARG).
4. An "only" said of the means ("main 分支只能通过 PR 合并", "ne se modifie que par PR", "PR 로만",
   "PR 経由でのみ"): read as "pushes land only on main" — every feature push denied, main's let
   through (branch_means.by_means)."""

from __future__ import annotations

import pytest

from app.domain.agents.events import read_event
from app.domain.compliance import Outcome, RuleText, ToolCall, check
from tests.compliance_sets import assert_probes_in_no_set, bash, write
from tests.compliance_sets import hook_verdicts as _hook
from tests.compliance_sets import shell_call as _sh

V, F = Outcome.VIOLATED, Outcome.FOLLOWED


def _codex(rule: str, argv: list[str]) -> Outcome:
    """The verdict on Codex's `shell` call with `argv`, read as the hook reads it."""
    payload = {"cwd": "/w", "tool_name": "shell", "tool_input": {"command": argv, "workdir": "/w"}}
    (call,) = read_event("codex", "pre-tool", payload).calls
    return check(RuleText(rule, "constraint", 7, 2), ToolCall(call.name, call.arguments)).verdict


# ---------------------------------------------------------------- 1. Codex's argv
# (rule, the argv it refuses, an argv it lets go)
CODEX = [
    ("From Codex too: never push to main.", ["bash", "-lc", "git push origin main"], ["bash", "-lc", "git push origin feat/a"]),
    ("From Codex too: don't run npm publish.", ["bash", "-lc", "npm publish --access public"], ["bash", "-lc", "npm test"]),
    ("From Codex too: never run rm -rf.", ["/bin/zsh", "-lc", "rm -rf build"], ["/bin/zsh", "-lc", "rm build/a.log"]),
    ("From Codex too: no docker system prune.", ["bash", "-c", "docker system prune -f"], ["bash", "-c", "docker ps -a"]),
    ("Codex でも kubectl delete は禁止です。", ["sh", "-c", "kubectl delete pod api-0"], ["sh", "-c", "kubectl get pods"]),
    ("Auch aus Codex: auf develop darfst du pushen, auf main nicht.", ["bash", "-lc", "git push -u origin main"], ["bash", "-lc", "git push origin develop"]),
    ("Anche da Codex: non usare docker system prune.", ["bash", "-lc", "docker system prune -af"], ["bash", "-lc", "docker images"]),
]  # fmt: skip
# near misses: an argv that is the command itself (no shell) reads as it did
CODEX_DIRECT = [
    (
        "From Codex too: never push to main.",
        ["git", "push", "origin", "main"],
        ["git", "push", "origin", "feat/a"],
    ),
    ("From Codex too: don't run npm publish.", ["npm", "publish"], ["npm", "test"]),
    ("From Codex too: never run rm -rf.", ["rm", "-rf", "build"], ["ls", "-la"]),
]


@pytest.mark.parametrize(("rule", "refused", "allowed"), CODEX)
def test_codex_script_after_dash_c_is_read_whole(rule, refused, allowed):
    assert _codex(rule, refused) is V
    assert _codex(rule, allowed) is not V


@pytest.mark.parametrize(("rule", "refused", "allowed"), CODEX_DIRECT)
def test_codex_plain_argv_reads_as_before(rule, refused, allowed):
    assert _codex(rule, refused) is V
    assert _codex(rule, allowed) is not V


# ---------------------------------------------------------------- 2. read-only said with "only"
# (rule, the folder kept)
READ_ONLY = [
    ("La carpeta scripts/ es de solo lectura.", "scripts"),
    ("El directorio docs/ es solo de lectura.", "docs"),
    ("Папка docs/ только для чтения.", "docs"),
    ("docs/ — только чтение.", "docs"),
    ("docs/ 目录下的文件你只能看，不能改。", "docs"),
    ("docs/ ist nur lesbar.", "docs"),
    ("Der Ordner docs/ ist nur zum Lesen da.", "docs"),
    ("Treat docs/ as read only.", "docs"),
]
# near misses: read-only said as before, and a folder that is the only place files go
READ_ONLY_BEFORE = [
    "Le dossier docs/ est en lecture seule.",
    "La cartella docs/ è in sola lettura.",
    "docs/ は読み取り専用です。",
    "docs/ 폴더는 읽기 전용입니다.",
    "مجلد docs/ للقراءة فقط.",
    "The docs/ tree is read-only for agents.",
]
ONLY_HERE = [
    "New files go only in docs/.",
    "Neue Dateien nur unter docs/ anlegen.",
    "新文件只放在 docs/ 下。",
]


@pytest.mark.parametrize(("rule", "folder"), READ_ONLY)
def test_read_only_said_with_only_keeps_the_folder(verdict, rule, folder):
    assert verdict(rule, write(f"{folder}/notes.md")).verdict is V
    assert verdict(rule, write("src/new_module.py")).verdict is not V


@pytest.mark.parametrize("rule", READ_ONLY_BEFORE)
def test_read_only_as_before(verdict, rule):
    assert verdict(rule, write("docs/notes.md")).verdict is V
    assert verdict(rule, write("src/new_module.py")).verdict is not V


@pytest.mark.parametrize("rule", ONLY_HERE)
def test_a_folder_files_go_only_to_reads_as_before(verdict, rule):
    assert verdict(rule, write("docs/notes.md")).verdict is F
    assert verdict(rule, write("src/new_module.py")).verdict is V


# ---------------------------------------------------------------- 3. Arabic's comma after a command
# (rule, the command refused, one of the same program that goes on)
ARABIC = [
    ("لا تنفذ npm publish، أنا من ينشر.", "npm publish", "npm test"),
    ("لا تستخدم kubectl delete، اسألني أولاً.", "kubectl delete pod a-1", "kubectl get pods"),
    ("لا تنفذ terraform apply، أنا أفعل ذلك.", "terraform apply", "terraform plan"),
    (
        "لا تشغل docker compose down، فالبيانات مهمة.",
        "docker compose down -v",
        "docker compose up -d",
    ),
    ("لا تستخدم helm uninstall؛ الإصدارات يديرها الفريق.", "helm uninstall web", "helm list"),
    ("هل يمكنك ألا تشغل npm publish؟ أنا أنشر بنفسي.", "npm publish", "npm ci"),
]
# near misses: no mark after the command, or a Latin comma
ARABIC_BEFORE = [
    ("لا تنفذ npm publish أبداً.", "npm publish", "npm test"),
    ("لا تنفذ npm publish من فضلك.", "npm publish", "npm test"),
    ("لا تشغل docker system prune، فهو يحذف كل شيء.", "docker system prune -f", "docker ps"),
    ("Don't run npm publish, I do releases.", "npm publish", "npm test"),
]


@pytest.mark.parametrize(("rule", "refused", "allowed"), ARABIC + ARABIC_BEFORE)
def test_a_command_before_an_arabic_mark_keeps_its_subcommand(verdict, rule, refused, allowed):
    assert verdict(rule, bash(refused)).verdict is V
    assert verdict(rule, bash(allowed)).verdict is F


# ---------------------------------------------------------------- 4. an "only" of the means
MEANS = [
    "main 分支只能通过 PR 合并，不要直接推送。",
    "main 只能通过 PR 合并，别直接 push。",
    "main 只能走 PR，不要直接推。",
    "main 分支只能經由 PR 合併，不要直接推送。",
    "main 只能用 merge request 合进去，不要直接 push。",
    "main 只可以通过 pull request 更新，不要直接推。",
    "main 只能透過 PR 合併，禁止直接推送。",
    "main ne se modifie que par PR, ne pousse pas directement.",
    "main n'évolue que par merge request ; ne pousse jamais dessus.",
    "main は PR 経由でのみマージ、直接 push しないで。",
    "main へは PR でのみ反映します。直接 push は禁止。",
    "main 은 PR 로만 머지하고 직접 푸시하지 마세요.",
    "main 브랜치는 PR로만 반영합니다. 직접 푸시 금지.",
]
# near misses: an "only" of where, and the means in English as before
ONLY_WHERE = [
    ("只能推到 develop 分支。", "develop"),
    ("Ne pousse que sur develop.", "develop"),
    ("develop 브랜치에만 푸시하세요.", "develop"),
    ("develop にのみ push してください。", "develop"),
    ("PR 只能合到 develop，不要推 main。", "develop"),
    ("Only push to feature/* branches from the agent.", "feature/x"),
    ("feature 브랜치로만 푸시하세요.", "feature/x"),
]


@pytest.mark.parametrize("rule", [*MEANS, "main only takes changes through PRs; don't push to it."])
def test_an_only_of_the_means_protects_the_branch(verdict, rule):
    assert verdict(rule, bash("git push origin main")).verdict is V
    assert verdict(rule, bash("git push origin feature/x")).verdict is F


@pytest.mark.parametrize(("rule", "branch"), ONLY_WHERE)
def test_an_only_of_where_reads_as_before(verdict, rule, branch):
    assert verdict(rule, bash(f"git push origin {branch}")).verdict is F
    assert verdict(rule, bash("git push origin main")).verdict is V


def test_the_probes_are_in_no_set():
    rules = [r for r, _a, _b in CODEX + CODEX_DIRECT + ARABIC + ARABIC_BEFORE]
    rules += [r for r, _f in READ_ONLY + ONLY_WHERE] + READ_ONLY_BEFORE + ONLY_HERE + MEANS
    assert_probes_in_no_set([(r, None, None) for r in rules])


# ---------------------------------------------------------------- through the real hook
def test_codex_push_to_main_is_denied_by_the_hook(core, tmp_path):
    said = _hook(
        core,
        tmp_path,
        "Auch aus Codex: auf develop darfst du pushen, auf main nicht.",
        [
            _sh("codex", ["bash", "-lc", "git push origin main"]),
            _sh("codex", ["bash", "-lc", "git push origin develop"]),
        ],
    )
    assert said == ["deny", "allow"]


def test_a_read_only_folder_is_kept_by_the_hook(core, tmp_path):
    folder = tmp_path / "work"
    said = _hook(
        core,
        tmp_path,
        "Папка docs/ только для чтения.",
        [
            ("claude-code", {"tool_name": "Write", "tool_input": {"file_path": str(folder / "docs/api.md"), "content": "x"}}),
            ("claude-code", {"tool_name": "Write", "tool_input": {"file_path": str(folder / "src/new.py"), "content": "x"}}),
        ],
    )  # fmt: skip
    assert said == ["deny", "allow"]


def test_npm_test_goes_beside_an_arabic_ban_on_publishing(core, tmp_path):
    said = _hook(
        core,
        tmp_path,
        "لا تنفذ npm publish، أنا من ينشر.",
        [_sh("gemini-cli", "npm publish"), _sh("gemini-cli", "npm run test")],
    )
    assert said == ["deny", "allow"]


def test_a_feature_push_goes_when_main_is_changed_only_by_pr(core, tmp_path):
    said = _hook(
        core,
        tmp_path,
        "main 分支只能通过 PR 合并，不要直接推送。",
        [
            _sh("claude-code", "git push origin main"),
            _sh("claude-code", "git push origin feature/pay"),
        ],
    )
    assert said == ["deny", "allow"]
