"""The review of the thirty-third round's merge (integ33-r), runners (mend-zg-runners): probe-zg
read a command run by a runner (`npx eslint --fix`, `uv run`, `poetry run`, `pipx run`, `pipenv
run`) as that command (commands.run_words, termrule._command), so a ban on it holds with the
runner in front. Two wrong readings came with it:

F4. A rule that asks for the runner's form denied that very form: "Don't run pytest directly, use
    poetry run pytest." + `poetry run pytest`, "Use `uv run pytest`, never bare `pytest`." + `uv
    run pytest` — and, already at the start, "Never run eslint globally, only via npx eslint." +
    `npx eslint .`. Now a rule that names the runner's form (a command of the runner its words
    hold, or the runner and the program both asked), or bans the program "directly", "globally",
    "bare", "plain", "global(ly installed)", bans the bare command only (TermRule.bare,
    TermRule._through; read_terms._bare). "Directly on/to/against …" says where, not how.
F5. The runner's first word not an option was taken for the program, so an option's value counted:
    "Never run pytest." + `uv run --with pytest python -c 1` was denied. Now a runner's options
    that take a value are skipped with it (commands._VALUED).
F6. A ban of a subcommand or an option was read as a ban of the program whole, so with the runner
    read every form of it was denied through the runner too: "Don't use ruff format." + `uvx ruff
    check .`, "Never run pytest with -x." + `uv run pytest`, "Don't run pytest with coverage
    (pytest --cov)." + `poetry run pytest` (bare, already at the start). Now ruff's subcommands
    are known (programs.SUBCOMMANDS), a program "with" an option is that form, and a form spelled
    in brackets stands for the program it spells (read_terms._refused_forms); an option given its
    value (`--cov=app`) is that option (termrule._holds). Left: "Don't run ruff format on the
    vendor folder." still bans `ruff format` everywhere (the folder is not read)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, reading_of
from tests.compliance_sets import assert_probes_in_no_set, bash, hook_verdicts, shell_call

V, F = Outcome.VIOLATED, Outcome.FOLLOWED

# ---------------------------------------------------------------- F4. the form the rule asks for
# (rule, the runner's form it asks for: followed, the bare command: violated)
ASKED_FORM = [
    # the reviewer's
    ("Don't run pytest directly, use poetry run pytest.", "poetry run pytest", "pytest"),
    ("Use `uv run pytest`, never bare `pytest`.", "uv run pytest", "pytest"),
    ("Don't invoke pytest directly; run it through poetry run.", "poetry run pytest -q", "pytest -q"),
    ("Run tests with poetry run pytest, not plain pytest.", "poetry run pytest", "pytest"),
    ("Never run eslint globally, only via npx eslint.", "npx eslint .", "eslint ."),
    # ours
    ("Never run pytest directly.", "uv run pytest tests/", "pytest tests/"),
    ("Don't call mypy directly — use pipenv run mypy.", "pipenv run mypy src", "mypy src"),
    ("Use pnpm exec vitest, never a global vitest.", "pnpm exec vitest run", "vitest run"),
    ("Only run tsc via npx tsc, never a globally installed tsc.", "npx tsc --noEmit", "tsc --noEmit"),
    ("Don't run ruff globally; use uvx ruff.", "uvx ruff check .", "ruff check ."),
    ("Use npx jest, never a globally installed jest.", "npx jest", "jest"),
    ("Don't run vitest directly, use pnpm exec vitest.", "pnpm exec vitest", "vitest"),
    ("Never run `pip install` directly; use uv.", "uv run pip install rich", "pip install rich"),
    ("Run mypy with poetry run mypy, not plain mypy.", "poetry run mypy --strict app", "mypy app"),
]  # fmt: skip
# near misses: a ban with no word for the bare command, one that says where ("directly on
# production"), a runner asked for another program, a ban of an option: the runner's form still
# breaks it (as on the merge)
RUNNER_STILL_BANNED = [
    ("Never run `pytest`.", "poetry run pytest"),
    ("Never run `pytest`.", "uv run pytest"),
    ("Never run pytest.", "pipenv run pytest -q"),
    ("Don't run prisma migrate reset directly on production.", "npx prisma migrate reset"),
    ("Never run mypy directly against the vendored code.", "uv run mypy vendor"),
    ("Never run jest, only use npx vitest.", "npx jest"),
    ("Never run eslint --fix; use npx eslint.", "npx eslint --fix ."),
    ("Never run mypy --strict.", "uv run mypy --strict src"),
    ("Don't run alembic downgrade.", "uv run alembic downgrade -1"),
    ("Never run eslint --fix.", "pnpm exec eslint --fix ."),
    ("Never run jest directly; use npx vitest.", "npx jest"),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "asked", "bare"), ASKED_FORM)
def test_the_runners_form_a_rule_asks_for_follows_it(verdict, rule, asked, bare):
    assert verdict(rule, bash(asked)).verdict is F
    assert verdict(rule, bash(bare)).verdict is V


@pytest.mark.parametrize(("rule", "call"), RUNNER_STILL_BANNED)
def test_a_ban_with_no_word_for_the_bare_command_holds_through_a_runner(verdict, rule, call):
    assert verdict(rule, bash(call)).verdict is V


def test_a_bare_ban_is_kept_in_the_reading():
    (check,) = reading_of("Don't run pytest directly, use poetry run pytest.").checks
    assert check.bare == ("pytest",)
    (check,) = reading_of("Never run pytest.").checks
    assert check.bare == ()
    (check,) = reading_of("Don't run prisma migrate reset directly on production.").checks
    assert check.bare == ()


def test_a_bare_ban_goes_through_json():
    from app.domain.compliance.reading import check_from_json, check_to_json

    (check,) = reading_of("Never run pytest directly.").checks
    data = check_to_json(check)
    assert data["bare"] == ["pytest"] and check_from_json(data) == check
    (plain,) = reading_of("Never run pytest.").checks
    assert "bare" not in check_to_json(plain)  # a reading without it keeps its JSON


# ---------------------------------------------------------------- F5. an option's value
# (rule, a runner call whose option names the program but runs another: followed)
OPTION_VALUE = [
    ("Never run pytest.", "uv run --with pytest python -c 1"),  # the reviewer's
    ("Never run pytest.", "uvx --with pytest python -c 1"),
    ("Never run ruff.", "uv run --with ruff python scripts/lint.py"),
    ("Never run jest.", "npx -p jest node scripts/check.js"),
    ("Never run jest.", "npx --package jest node scripts/check.js"),
    ("Never run ruff.", "pipx run --spec ruff python -V"),
]
# near misses: the program itself run after the option's value (violated, as on the merge)
OPTION_THEN_PROGRAM = [
    ("Never run pytest.", "uv run --with pytest-cov pytest"),
    ("Never run pytest.", "uv run --python 3.12 pytest -q"),
    ("Never run pytest.", "uvx --from pytest==8.0 pytest"),
    ("Never run jest.", "npx -p jest@29 jest --ci"),
    ("Never run ruff.", "uv run --with=rich ruff check ."),
]


@pytest.mark.parametrize(("rule", "call"), OPTION_VALUE)
def test_an_options_value_is_no_program_run(verdict, rule, call):
    assert verdict(rule, bash(call)).verdict is F


@pytest.mark.parametrize(("rule", "call"), OPTION_THEN_PROGRAM)
def test_the_program_after_an_options_value_is_run(verdict, rule, call):
    assert verdict(rule, bash(call)).verdict is V


def test_the_probes_are_in_no_set():
    rules = [r for r, _a, _b in ASKED_FORM] + [r for r, _c in RUNNER_STILL_BANNED + OPTION_VALUE]
    assert_probes_in_no_set([(r, None, None) for r in rules])


# ---------------------------------------------------------------- through the real hook
THROUGH_THE_HOOK = [
    ("Use `uv run pytest`, never bare `pytest`.",
     [shell_call("claude-code", "uv run pytest"), shell_call("codex", ["uv", "run", "pytest"]),
      shell_call("gemini-cli", "pytest")],
     ["allow", "allow", "deny"]),
    ("Don't run pytest directly, use poetry run pytest.",
     [shell_call("gemini-cli", "poetry run pytest"), shell_call("codex", ["pytest", "-q"])],
     ["allow", "deny"]),
    ("Never run pytest.",
     [shell_call("claude-code", "uv run --with pytest python -c 1"),
      shell_call("claude-code", "uv run pytest")],
     ["allow", "deny"]),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "calls", "answers"), THROUGH_THE_HOOK)
def test_through_the_hook(core, tmp_path, rule, calls, answers):
    assert hook_verdicts(core, tmp_path, rule, calls) == answers


# ---------------------------------------------------------------- F6. a subcommand or an option
# (rule, the form it bans: violated bare and through a runner; another form: followed both ways)
ONE_FORM = [
    # the reviewer's
    ("Don't use ruff format.", "ruff format .", "ruff check ."),
    ("Don't use ruff format.", "uvx ruff format .", "uvx ruff check ."),
    ("Never run pytest with -x.", "uv run pytest -x", "uv run pytest"),
    ("Never run pytest with -x.", "pytest -x", "poetry run pytest -k foo"),
    ("Don't run pytest with coverage (pytest --cov).", "poetry run pytest --cov", "poetry run pytest"),
    # ours
    ("Don't run pytest with coverage (pytest --cov).", "pytest --cov=app", "pytest -q"),
    ("Never run jest in watch mode (jest --watch).", "npx jest --watch", "npx jest"),
    ("Never run jest in watch mode (jest --watch).", "jest --watch", "jest --ci"),
    ("Never run mypy with --install-types.", "uv run mypy --install-types src", "uv run mypy src"),
    ("Never run ruff check with --unsafe-fixes.", "ruff check --unsafe-fixes .", "ruff check --fix ."),
    ("Never use ruff format on generated code.", "uvx ruff format gen/", "uvx ruff check gen/"),
    ("Run ruff check, never ruff clean.", "ruff clean", "ruff check ."),
]  # fmt: skip
# near misses: the program refused whole, or with words that are no option (as on the merge)
WHOLE_PROGRAM = [
    ("Never run ruff.", "uvx ruff check ."),
    ("Never run ruff.", "ruff format ."),
    ("Never run pytest with the network on.", "pytest"),
    ("Don't run pytest (it is slow).", "pytest -q"),
    ("Never run jest with watchman.", "npx jest"),
    ("Never run tsc with --noEmit false.", "npx tsc"),  # an option with a value: not read
    ("Never run tsc with --noEmit false.", "npx tsc --noEmit"),
    ("Never run pytest with -x on CI.", "uv run pytest"),
    ("Never run tsc in emit mode (tsc --noEmit false).", "npx tsc --noEmit false"),
    ("Don't run tsc with --noEmit.", "npx tsc --noEmit"),
]


@pytest.mark.parametrize(("rule", "banned", "other"), ONE_FORM)
def test_a_ban_of_a_subcommand_or_an_option_bans_that_form(verdict, rule, banned, other):
    assert verdict(rule, bash(banned)).verdict is V
    assert verdict(rule, bash(other)).verdict is F


@pytest.mark.parametrize(("rule", "call"), WHOLE_PROGRAM)
def test_a_program_refused_whole_reads_as_before(verdict, rule, call):
    assert verdict(rule, bash(call)).verdict is V


def test_the_forms_probes_are_in_no_set():
    rules = [r for r, _a, _b in ONE_FORM] + [r for r, _c in WHOLE_PROGRAM]
    assert_probes_in_no_set([(r, None, None) for r in rules])
