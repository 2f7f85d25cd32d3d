"""False denies of the thirty-second round's branch_writes the review found (review-zf), mended
(mend-zf-writes), and near misses written for this file (none is in a set).

1. `written_onto()` read any negated verb of writing near "api", "tools" or "server" beside a
   branch-like word as "no commit lands on that branch": "Don't write API docs for the main
   endpoints yet" denied every GitHub write onto main. The reading now needs, in one sentence, the
   writing refused, a branch named as a branch (the word for one, or the place "on/onto X" of the
   writing; never a noun's modifier: "the main module", "the main endpoints"), the means named as
   the way of that writing (never handed it beside: "let the release tools do it"; files written
   with no means count only where no other way is named: "by hand") and no narrower object (one
   file, one kind of files) that the rule bans instead. Where it no longer reads, the start's
   reading stands.
2. `nothing_written()` took Korean's purpose clause "so that X doesn't happen" (…일이 없도록 +
   another deed) as a refusal: it now shares forbidding's one definition, 없도록 closed by a verb
   of doing ("…일이 없도록 하세요", "해 주세요").

Then one test of the worst through the real hook."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import (
    assert_probes_in_no_set,
    check,
    create_or_update_file,
    delete_file,
    push,
    push_files,
)
from tests.compliance_sets import hook_verdicts as _hook

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- 1. no writing onto a branch read

# the review's messages: a GitHub write there was `violated` on the merge; the start's reading now
NOT_ONTO = [
    ("Don't write API docs for the main endpoints yet.", create_or_update_file("main"), F),
    ("Don't write API docs for the main endpoints yet.", push_files("main", "README.md"), F),
    ("Don't change files on main by hand; let the release tools do it.", create_or_update_file("main"), U),
    ("The deploy server reads from main, so don't edit the nginx config files there.", create_or_update_file("main"), F),
    ("The deploy server reads from main, so don't edit the nginx config files there.", push_files("main", "README.md"), F),
    ("Don't write any tests for the main module using the mock tools.", create_or_update_file("main"), F),
    ("Never edit config files on the server; the staging branch is the source of truth.", create_or_update_file("staging"), U),
    ("Don't edit README.md on main through the API.", create_or_update_file("main", "src/app.py"), F),
    ("Don't edit README.md on main through the API.", create_or_update_file("main", "README.md"), V),
    # near misses of our own: a noun's modifier, a kind of files, another way named, a tool handed
    # the writing beside, the server as a place told in another clause
    ("Don't draft release notes for the main page using the CMS tools.", create_or_update_file("main"), U),
    ("Never edit the main config files through the API.", create_or_update_file("main"), F),
    ("Don't update files on main manually, the release bot handles that.", create_or_update_file("main"), F),
    ("Don't edit files on main by hand, let the GitHub tools do it.", create_or_update_file("main"), U),
    ("The build server pulls from develop, so never edit the cron files there.", create_or_update_file("develop"), F),
    ("Don't write unit tests for the main parser with the codegen tools.", create_or_update_file("main"), F),
    ("Ne modifie pas les fichiers de configuration sur la branche main avec l'API.", create_or_update_file("main"), U),
    ("Non modificare i file di log sul ramo main con l'API.", create_or_update_file("main"), U),
]  # fmt: skip

# the reading's own class still read: a branch as a branch, the means as the way (or files with
# no other way), the files at large
STILL_ONTO = [
    ("Please don't write files onto develop through the GitHub tools.", create_or_update_file("develop"), V),
    ("Please don't write files onto develop through the GitHub tools.", create_or_update_file("feature/x"), F),
    ("Never delete files in the staging branch via the API.", delete_file("staging"), V),
    ("Never delete files in the staging branch via the API.", delete_file("fix/a"), F),
    ("Don't let the GitHub tools change files on main.", push_files("main"), V),
    ("Don't let the GitHub tools change files on main.", push_files("feature/a"), F),
    ("Never modify files in the release branch; reading them is fine.", create_or_update_file("release"), V),
    ("Never modify files in the release branch; reading them is fine.", create_or_update_file("develop"), F),
    ("Non modificare i file sul ramo main con gli strumenti di GitHub.", create_or_update_file("main"), V),
    ("Non modificare i file sul ramo main con gli strumenti di GitHub.", create_or_update_file("dev"), F),
    ("No cambies archivos en la rama stable por la API de GitHub.", push_files("stable"), V),
    ("No cambies archivos en la rama stable por la API de GitHub.", push_files("feature/a"), F),
    ("No cambies los archivos de la rama main con la API.", create_or_update_file("main"), V),
    ("Non scrivere i file direttamente sul ramo main tramite GitHub.", push_files("main"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), NOT_ONTO + STILL_ONTO)
def test_files_written_onto_a_branch_only_where_said_so(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- 2. Korean's purpose clause

PURPOSE = [
    # the review's messages: `violated` on the merge; the start's `unknown` now
    ("실수하는 일이 없도록 main 에 푸시하기 전에 테스트를 돌려 주세요.", push("main"), U),
    ("빌드가 깨지는 일이 없도록 main 에 커밋하기 전에 린트를 돌려 주세요.", create_or_update_file("main"), U),
    ("빌드가 깨지는 일이 없도록 main 에 커밋하기 전에 린트를 돌려 주세요.", push("main"), U),
    ("테스트가 깨지는 일이 없도록, develop 브랜치 파일을 수정하면 꼭 테스트를 돌려 주세요.", create_or_update_file("develop"), U),
    # near misses of our own
    ("충돌이 나는 일이 없도록 release 에 푸시하기 전에 pull 받아 주세요.", push("release"), U),
    ("로그가 꼬이는 일이 없도록 main 브랜치 파일을 고치면 알려 주세요.", create_or_update_file("main"), U),
    ("빌드가 깨지는 일이 없도록 develop 에 커밋하기 전에 테스트를 돌려 주세요.", create_or_update_file("develop"), U),
]  # fmt: skip
# the notice closed by a verb of doing still refuses
NONE_OF_IT = [
    ("main 에 바로 푸시하는 일이 없도록 하세요.", push("main"), V),
    ("develop 브랜치에 직접 커밋하는 일이 없도록 해 주세요.", create_or_update_file("develop"), V),
    ("develop 브랜치에 직접 커밋하는 일이 없도록 해 주세요.", create_or_update_file("feature/a"), F),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), PURPOSE + NONE_OF_IT)
def test_a_korean_purpose_clause_refuses_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


def test_one_definition_of_none_of_it():
    from app.domain.compliance import branch_writes, forbidding

    assert forbidding.NONE_OF_IT in branch_writes._NONE_OF_IT.pattern


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(NOT_ONTO + STILL_ONTO + PURPOSE + NONE_OF_IT)


# ---------------------------------------------------------------- through the real hook
def test_api_docs_refused_let_a_write_onto_main_through_the_hook(core, tmp_path):
    """The worst: "Don't write API docs for the main endpoints yet." denied a GitHub write of
    src/app.py onto main (codex); the push of a Korean purpose clause goes too (claude-code)."""
    write = {
        "tool_name": "mcp__github__create_or_update_file",
        "tool_input": {"owner": "acme", "repo": "shop", "path": "src/app.py", "content": "x",
                       "message": "tweak", "branch": "main"},
    }  # fmt: skip
    said = _hook(
        core, tmp_path, "Don't write API docs for the main endpoints yet.", [("codex", write)]
    )
    assert said == ["allow"]


def test_a_korean_purpose_clause_lets_the_push_through_the_hook(core, tmp_path):
    said = _hook(
        core,
        tmp_path,
        "실수하는 일이 없도록 main 에 푸시하기 전에 테스트를 돌려 주세요.",
        [("claude-code", {"tool_name": "Bash", "tool_input": {"command": "git push origin main"}})],
    )
    assert said == ["allow"]
