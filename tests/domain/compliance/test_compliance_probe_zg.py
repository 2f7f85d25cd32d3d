"""Wrong hook verdicts a user meets in the first week, found by driving the real hook (`mindkeep
hook prompt-submit`, `memory accept`/`memory add`, `memory show`, `mindkeep hook pre-tool` for
Claude Code, Codex and Gemini CLI) with 116 everyday rules in 11 languages and 268 calls (the table
is /work/team/scratch/probe-zg/probes.md; the counts in tests/data/compliance/README.md,
probe-zg). The classes mended here, each with its siblings (written for this file, each misread on
18f448a0) and its near misses (the same surface with nothing of the class, read the same before
and after), and one test through the real hook:

1. A subcommand's own act cut off ("Never run npm audit fix", "Don't run git stash drop", "Never
   run npm cache clean", "Don't run prisma migrate reset"): the act's word after the subcommand was
   read as the sentence going on, so the ban was on `npm audit`, `git stash`, npm or prisma whole
   — the read-only audit, `git stash pop`, `npm test`, `prisma generate` denied. Now the word
   stays the command's (programs.ACTION_OF, named_terms._command_words).
2. A runner in front of the banned command (`npx eslint --fix`, `pnpm exec eslint --fix`, `uvx
   ruff --fix`, `uv run`, `pipx run`, `poetry run`): the ban on the command ("Never run eslint
   --fix") let it through. Now the command a runner runs is matched as that command
   (commands.run_words, termrule._command).
3. A destructive SQL statement named in a shell that runs no database client ("Never run DROP
   TABLE", "Никогда не выполняй DROP TABLE"): a commit message, an echo or a grep naming it was
   denied. Now, as a table's statement already was (mend-ze-table), the SQL a client is handed
   (`psql -c`, `mysql -e`, a pipe or heredoc into one) is what counts (termrule._in_code).
4. A force push refused everywhere but an exception ("Never force-push, except to hotfix/*",
   "Niemals force-pushen, außer auf hotfix/*", "除了 hotfix/* 以外，不要强推"): read as the
   exception's branches alone — the hotfix force push denied, main's let through. Now every
   branch but the exception's (NoForcePush.exempt, read_actions).
5. A folder freed beside a kept one by a leave said to no one ("В infra/ ничего не меняй, а app/
   можно", "In infra/ nichts ändern, app/ ist erlaubt", "Rien dans infra/, app/ est permis"):
   the freed folder was refused with the kept one, so every write in app/ was denied. Now the
   impersonal leave frees its folder as "you may" did (freed_places._WEST_ALLOWED); not a leave
   to look or read only, nor one under a condition.
6. A program named with the acts it is refused for ("Don't use docker to build or push images",
   "N'utilise pas docker pour construire des images", "Don't use kubectl to delete anything",
   "Don't use terraform to apply changes"): read as the program refused whole, so `docker ps`,
   `kubectl get pods`, `terraform plan` were denied. Now the subcommands the purpose names (new
   room program_acts.py, asked by named_terms); an act the program has no subcommand for, or any
   other thing joined to them, leaves the program refused whole as before."""

from __future__ import annotations

import json

import pytest

from app.domain.compliance import Outcome, reading_of
from app.services.reading_words import reading_line
from tests.compliance_sets import (
    assert_probes_in_no_set,
    bash,
    hook_verdicts,
    shell_call,
    write,
)

V, F = Outcome.VIOLATED, Outcome.FOLLOWED


# ---------------------------------------------------------------- 1. a subcommand's own act
# (rule, the call refused, an everyday call of the same program that was denied at the start)
OWN_ACT = [
    ("Never run npm audit fix.", "npm audit fix", "npm audit"),
    ("Never run npm audit fix.", "npm audit fix --force", "npm audit --json"),
    ("Niemals npm audit fix ausführen.", "npm audit fix", "npm audit"),
    ("No ejecutes npm audit fix nunca.", "npm audit fix", "npm audit"),
    ("N'exécute jamais npm audit fix.", "npm audit fix", "npm audit"),
    ("Non lanciare mai npm audit fix.", "npm audit fix", "npm audit"),
    ("Никогда не запускай npm audit fix.", "npm audit fix", "npm audit"),
    ("npm audit fix は実行しないで。", "npm audit fix", "npm audit"),
    ("npm audit fix 절대 돌리지 마세요.", "npm audit fix", "npm audit"),
    ("不要运行 npm audit fix。", "npm audit fix", "npm audit"),
    ("不要執行 npm audit fix。", "npm audit fix", "npm audit"),
    ("لا تشغّل npm audit fix أبدًا.", "npm audit fix", "npm audit"),
    ("Never run npm cache clean, it slows CI down for days.", "npm cache clean --force", "npm test"),
    ("Never run npm cache clean, it slows CI down for days.", "npm cache clean", "npm cache verify"),
    ("Don't run git stash drop.", "git stash drop", "git stash pop"),
    ("Never run git stash clear.", "git stash clear", "git stash list"),
    ("Don't run prisma migrate reset.", "prisma migrate reset --force", "prisma migrate dev"),
    ("Don't run prisma migrate reset.", "prisma migrate reset", "prisma generate"),
]  # fmt: skip
# near misses: the subcommand or the program refused whole, or the act with its option (as before)
WHOLE_SUB = [
    ("Never run npm audit.", "npm audit", "npm test"),
    ("Never run npm audit.", "npm audit fix", "npm test"),
    ("Don't run git stash.", "git stash pop", "git status"),
    ("Never run npm audit fix --force.", "npm audit fix --force", "npm audit fix"),
    ("Never run npm on the server.", "npm test", None),
    ("Never run docker system prune.", "docker system prune -af", "docker system df"),
]


@pytest.mark.parametrize(("rule", "refused", "allowed"), OWN_ACT)
def test_a_subcommands_own_act_is_the_command_refused(verdict, rule, refused, allowed):
    assert verdict(rule, bash(refused)).verdict is V
    assert verdict(rule, bash(allowed)).verdict is F


@pytest.mark.parametrize(("rule", "refused", "allowed"), WHOLE_SUB)
def test_a_subcommand_refused_whole_reads_as_before(verdict, rule, refused, allowed):
    assert verdict(rule, bash(refused)).verdict is V
    if allowed is not None:
        assert verdict(rule, bash(allowed)).verdict is F


# ---------------------------------------------------------------- 2. a runner in front
# (rule, the command run by a runner, refused; the same runner's everyday call)
RUNNERS = [
    ("Never run eslint --fix.", "npx eslint --fix src", "npx eslint src"),
    ("Never run eslint --fix.", "pnpm exec eslint --fix .", "pnpm exec eslint ."),
    ("Never run eslint --fix.", "yarn exec eslint --fix", "yarn exec eslint"),
    ("Don't run ruff --fix on this repo.", "uvx ruff --fix .", "uvx ruff check ."),
    ("Don't run ruff --fix on this repo.", "uv run ruff --fix .", "uv run ruff check ."),
    ("Don't run ruff --fix on this repo.", "pipx run ruff --fix .", "pipx run ruff check ."),
    ("Never run prettier --write on the whole repo.", "npx prettier --write .", "npx prettier --check ."),
    ("Never run prettier --write on the whole repo.", "bunx prettier --write .", "bunx prettier --check ."),
    ("Führe nie eslint --fix aus.", "npx eslint --fix .", "npx eslint ."),
    ("eslint --fix は実行しないで。", "npx eslint --fix src", "npx eslint src"),
    ("Never run ruff.", "uvx ruff check .", "pytest"),
    ("Never run ruff.", "poetry run ruff check .", "poetry run pytest"),
    ("Don't run prisma migrate reset.", "npx prisma migrate reset", "npx prisma generate"),
]  # fmt: skip
# near misses: the command named but not run (a message, an echo), or run bare (as before)
RUN_NAMED = [
    ("Never run eslint --fix.", 'git commit -m "eslint --fix applied"', F),
    ("Never run eslint --fix.", "echo npx eslint --fix", F),
    ("Never run eslint --fix.", "eslint --fix src", V),
    ("Don't run ruff --fix on this repo.", "ruff check --fix .", V),
    ("Never run npm audit fix.", "grep audit package.json", F),
]


@pytest.mark.parametrize(("rule", "refused", "allowed"), RUNNERS)
def test_a_command_run_by_a_runner_is_that_command(verdict, rule, refused, allowed):
    assert verdict(rule, bash(refused)).verdict is V
    assert verdict(rule, bash(allowed)).verdict is not V


@pytest.mark.parametrize(("rule", "call", "expected"), RUN_NAMED)
def test_a_command_named_or_run_bare_reads_as_before(verdict, rule, call, expected):
    assert verdict(rule, bash(call)).verdict is expected


# ---------------------------------------------------------------- 3. a SQL statement named
# (rule, a shell call that names the statement and runs no database client)
SQL_NAMED = [
    ("Never run DROP TABLE.", 'git commit -m "never DROP TABLE in migrations"'),
    ("Never run DROP TABLE.", 'echo "DROP TABLE is banned" >> NOTES.md'),
    ("Never run DROP TABLE.", 'grep -rn "DROP TABLE" .'),
    ("Never run DROP TABLE.", "rg -n 'drop table' migrations"),
    ("Never run DROP TABLE against the database.", 'git commit -m "docs: never DROP TABLE in prod"'),
    ("Никогда не выполняй DROP TABLE.", 'grep -rn "DROP TABLE" migrations/'),
    ("Niemals DROP TABLE ausführen.", 'git commit -m "Doku: kein DROP TABLE"'),
    ("本番 DB に DROP や TRUNCATE は流さないで。", 'git commit -m "docs: DROP は禁止"'),
]  # fmt: skip
# near misses: the statement handed to a client (denied as before), a migration run (followed)
SQL_RUN = [
    ("Never run DROP TABLE.", 'psql -c "DROP TABLE t"', V),
    ("Never run DROP TABLE.", 'mysql -e "drop table t"', V),
    ("Never run DROP TABLE.", 'echo "DROP TABLE t;" | psql', V),
    ("Never run DROP TABLE.", "psql <<EOF\nDROP TABLE t;\nEOF", V),
    ("Never run DROP TABLE.", 'docker exec db psql -c "DROP TABLE t"', V),
    ("Never run DROP TABLE.", "python manage.py migrate", F),
    ("Никогда не выполняй DROP TABLE.", 'psql -c "DROP TABLE orders"', V),
    ("本番 DB に DROP や TRUNCATE は流さないで。", 'psql -c "DROP TABLE t"', V),
    ("Don't DROP TABLE anything, ever.", 'sqlite3 app.db "DROP TABLE t"', V),
]


@pytest.mark.parametrize(("rule", "call"), SQL_NAMED)
def test_a_statement_named_in_a_shell_with_no_client_is_not_run(verdict, rule, call):
    assert verdict(rule, bash(call)).verdict is F


@pytest.mark.parametrize(("rule", "call", "expected"), SQL_RUN)
def test_a_statement_handed_to_a_client_reads_as_before(verdict, rule, call, expected):
    assert verdict(rule, bash(call)).verdict is expected


# ---------------------------------------------------------------- 4. force push, but for an exception
EXCEPT_FORCE = [
    "Never force-push, except to hotfix/* branches.",
    "Never force-push except to hotfix/*.",
    "No force pushes except on hotfix branches.",
    "Don't force-push to any branch except hotfix/*.",
    "Niemals force-pushen, außer auf hotfix/*.",
    "Jamais de push --force, sauf sur hotfix/*.",
    "Nunca hagas force push, salvo a hotfix/*.",
    "Mai force-push, tranne su hotfix/*.",
    "Никогда не делай force push, кроме веток hotfix/*.",
    "除了 hotfix/* 以外，不要强推。",
    "除了 hotfix/* 之外，不要強制推送。",
    "hotfix/* 以外には force push しないで。",
    "hotfix/* 말고는 강제 푸시 하지 마세요.",
    "لا تستخدم force push إلا على فروع hotfix/*.",
]
# near misses: branches named as refused, an exception of a source or of a time (as before)
FORCE_NAMED = [
    ("Never force-push to main.", "main", "hotfix/login"),
    ("Never force-push to main except from hotfix/*.", "main", "hotfix/login"),
    ("Never force-push to release/*.", "release/2.0", "hotfix/login"),
]


@pytest.mark.parametrize("rule", EXCEPT_FORCE)
def test_a_force_push_is_refused_everywhere_but_the_exception(verdict, rule):
    assert verdict(rule, bash("git push --force origin hotfix/login")).verdict is F
    assert verdict(rule, bash("git push --force origin main")).verdict is V
    assert verdict(rule, bash("git push -f origin develop")).verdict is V
    assert verdict(rule, bash("git push origin main")).verdict is F


@pytest.mark.parametrize(("rule", "refused", "allowed"), FORCE_NAMED)
def test_a_force_push_to_named_branches_reads_as_before(verdict, rule, refused, allowed):
    assert verdict(rule, bash(f"git push --force origin {refused}")).verdict is V
    assert verdict(rule, bash(f"git push --force origin {allowed}")).verdict is F


def test_a_force_push_with_no_branch_and_a_times_exception_reads_as_before(verdict):
    assert verdict("Never force-push.", bash("git push --force origin hotfix/x")).verdict is V
    rule = "Never force-push except when I ask."
    assert verdict(rule, bash("git push --force origin main")).verdict is Outcome.UNKNOWN


# ---------------------------------------------------------------- 5. a folder freed to no one
# (rule, the folder kept, the folder freed): a write in the freed one goes, in the kept one not
FREED = [
    ("В infra/ ничего не меняй, а app/ можно.", "infra", "app"),
    ("В vendor/ ничего не правь, а src/ можно.", "vendor", "src"),
    ("В infra/ ничего не меняй, а в app/ можно.", "infra", "app"),
    ("В папке legacy ничего не трогай, а в папке src можно.", "legacy", "src"),
    ("В infra/ ничего не меняй, а app/ разрешено.", "infra", "app"),
    ("В infra/ ничего не меняй до релиза, а app/ можно.", "infra", "app"),
    ("In infra/ nichts ändern, app/ ist erlaubt.", "infra", "app"),
    ("Rien dans infra/, app/ est permis.", "infra", "app"),
    ("Dans infra/, rien n'est permis ; app/ est permis.", "infra", "app"),
    ("Nada en infra/, en app/ está permitido.", "infra", "app"),
]
# near misses (read as before): a leave to read only, under a condition, both folders refused,
# a question, a leave with nothing freed
KEPT_BOTH = [
    "В infra/ ничего не меняй, а app/ можно смотреть.",
    "В infra/ и в app/ ничего не меняй, но можно читать.",
    "Ни в infra/, ни в app/ ничего не меняй.",
    "In infra/ ist nichts erlaubt, app/ ist frei.",
    "Es ist erlaubt, app/ zu lesen, aber in infra/ und app/ nichts ändern.",
]


@pytest.mark.parametrize(("rule", "kept", "freed"), FREED)
def test_a_folder_freed_to_no_one_is_no_place_kept(verdict, rule, kept, freed):
    assert verdict(rule, write(f"{kept}/main.tf")).verdict is V
    assert verdict(rule, write(f"{freed}/main.py")).verdict is F
    assert verdict(rule, bash(f"cat {kept}/main.tf")).verdict is not V


@pytest.mark.parametrize("rule", KEPT_BOTH)
def test_a_leave_to_read_or_none_keeps_both_folders(verdict, rule):
    assert verdict(rule, write("infra/main.tf")).verdict is V
    assert verdict(rule, write("app/main.py")).verdict is V


def test_a_leave_under_a_condition_frees_nothing(verdict):
    rule = "В infra/ ничего не меняй, а app/ можно, если тесты зелёные."
    assert verdict(rule, write("app/main.py")).verdict is Outcome.UNKNOWN


# ---------------------------------------------------------------- 6. a program's refused acts
# (rule, an everyday call of the program that goes, the calls refused)
PROGRAM_ACTS = [
    ("Don't use docker to build or push images.", "docker ps", ["docker build -t app .", "docker push app"]),
    ("Don't use docker to build images or push them.", "docker logs web", ["docker build .", "docker push x"]),
    ("Don't use docker to build images for prod.", "docker compose up -d", ["docker build ."]),
    ("N'utilise pas docker pour construire des images.", "docker ps", ["docker build ."]),
    ("No uses docker para construir imágenes.", "docker ps", ["docker build ."]),
    ("Non usare docker per costruire immagini.", "docker ps", ["docker build ."]),
    ("Don't use kubectl to delete anything.", "kubectl get pods", ["kubectl delete pod x"]),
    ("Never use kubectl to delete or apply anything in prod.", "kubectl get pods",
     ["kubectl delete pod x", "kubectl apply -f a.yaml"]),
    ("Don't use terraform to apply changes.", "terraform plan", ["terraform apply"]),
]  # fmt: skip
# near misses (read as before): the program whole, an act it has no subcommand for joined, a
# purpose of another kind, a noun of the act
PROGRAM_WHOLE = [
    ("Don't use docker.", "docker ps"),
    ("Don't use docker for anything.", "docker ps"),
    ("Don't use docker to build, test or deploy.", "docker ps"),
    ("Don't use docker to run the tests; use the venv.", "docker ps"),
    ("Don't switch from docker to podman.", "docker ps"),
    ("Never use npm to install packages; use pnpm.", "npm test"),
    ("Never use kubectl to delete pods, deployments or namespaces.", "kubectl get pods"),
    ("Не используй docker для сборки образов.", "docker ps"),
]


@pytest.mark.parametrize(("rule", "goes", "refused"), PROGRAM_ACTS)
def test_a_programs_refused_acts_are_its_subcommands(verdict, rule, goes, refused):
    assert verdict(rule, bash(goes)).verdict is F
    for call in refused:
        assert verdict(rule, bash(call)).verdict is V


@pytest.mark.parametrize(("rule", "call"), PROGRAM_WHOLE)
def test_a_program_refused_whole_reads_as_before(verdict, rule, call):
    assert verdict(rule, bash(call)).verdict is V


def test_a_named_act_in_a_message_is_not_the_command(verdict):
    rule = "Don't use docker to build or push images."
    assert verdict(rule, bash('git commit -m "docker to build images"')).verdict is F


def test_memory_show_says_the_exception():
    line = reading_line(reading_of("Never force-push, except to hotfix/* branches."))
    assert "force pushes, except hotfix/*" in line


def test_the_probes_are_in_no_set():
    rules = [r for r, _a, _b in OWN_ACT + WHOLE_SUB + RUNNERS + RUN_NAMED + FORCE_NAMED]
    rules += [r for r, _c in SQL_NAMED] + [r for r, _c, _e in SQL_RUN] + EXCEPT_FORCE
    rules += [r for r, _k, _f in FREED] + KEPT_BOTH
    rules += [r for r, _g, _c in PROGRAM_ACTS] + [r for r, _c in PROGRAM_WHOLE]
    assert_probes_in_no_set([(r, None, None) for r in rules])


# ---------------------------------------------------------------- through the real hook
def _file(client: str, tool: str, path: str):
    return client, {"tool_name": tool, "tool_input": {"file_path": path, "content": "x"}}


# (rule, the calls as each client sends them, the hook's answers): one per class
THROUGH_THE_HOOK = [
    ("Never run npm audit fix.",
     [shell_call("claude-code", "npm audit"), shell_call("claude-code", "npm audit fix")],
     ["allow", "deny"]),
    ("Never run eslint --fix.",
     [shell_call("codex", ["npx", "eslint", "--fix", "src"]), shell_call("gemini-cli", "npx eslint src")],
     ["deny", "allow"]),
    ("Never run DROP TABLE against the database.",
     [shell_call("claude-code", 'git commit -m "docs: never DROP TABLE in prod"'),
      shell_call("claude-code", 'psql -c "DROP TABLE users"')],
     ["allow", "deny"]),
    ("Never force-push, except to hotfix/* branches.",
     [shell_call("claude-code", "git push --force origin hotfix/login"),
      shell_call("codex", ["git", "push", "--force", "origin", "main"])],
     ["allow", "deny"]),
    ("В infra/ ничего не меняй, а app/ можно.",
     [_file("claude-code", "Write", "{folder}/app/main.py"),
      _file("gemini-cli", "write_file", "{folder}/infra/main.tf")],
     ["allow", "deny"]),
    ("Don't use docker to build or push images.",
     [shell_call("claude-code", "docker ps"), shell_call("codex", ["docker", "build", "-t", "app", "."])],
     ["allow", "deny"]),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "calls", "answers"), THROUGH_THE_HOOK)
def test_each_class_through_the_hook(core, tmp_path, rule, calls, answers):
    folder = str(tmp_path / "work")  # the folder hook_verdicts binds the rule's Space to
    calls = [(c, json.loads(json.dumps(p).replace("{folder}", folder))) for c, p in calls]
    assert hook_verdicts(core, tmp_path, rule, calls) == answers
