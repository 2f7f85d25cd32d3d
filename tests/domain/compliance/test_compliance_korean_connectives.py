"""Korean connective endings close a clause (issue 33, check-ko): "-지 말고", "-고", "-되",
"-는데/-은데", "-지만" on the first of two predicates join a prohibition and a restriction, or a
permission and a prohibition, in one sentence, and each is read on its own clause — as a comma
or "but" would cut it. A clause that only allows ("…해도 되지만", "is fine") protects nothing.
Sentences written for these tests, none from a data set."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.lexicon import clauses


def push(branch: str) -> tuple[str, dict]:
    return ("Bash", {"command": f"git push origin {branch}"})


@pytest.mark.parametrize(
    ("words", "allowed", "forbidden"),
    [
        (
            "develop에는 푸시하지 말고 bugfix/* 브랜치에만 푸시해 줘.",
            "bugfix/null-check",
            "develop",
        ),
        ("main에 올리지 마시고 exp/* 브랜치에서만 작업하세요.", "exp/ranker", "main"),
        ("master엔 푸시하지말고 chore/* 브랜치에만 올려", "chore/deps", "master"),
        ("trunk 푸시는 금지고 task/* 브랜치로만 푸시할 것", "task/42", "trunk"),
    ],
)
def test_a_prohibition_and_an_only_joined_by_a_connective(verdict, words, allowed, forbidden):
    """The branch forbidden in the first clause is not among those the "only" clause allows."""
    assert verdict(words, push(allowed)).verdict is Outcome.FOLLOWED
    assert verdict(words, push(forbidden)).verdict is Outcome.VIOLATED
    assert verdict(words, push("hotfix/other")).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    ("words", "free", "protected"),
    [
        ("develop에는 푸시해도 되지만 main에는 푸시하지 마.", "develop", "main"),
        ("staging은 올려도 괜찮은데 production엔 절대 올리지 마세요.", "staging", "production"),
        ("Pushing to develop is fine, but never push to master.", "develop", "master"),
    ],
)
def test_a_branch_a_clause_allows_is_not_protected(verdict, words, free, protected):
    assert verdict(words, push(free)).verdict is Outcome.FOLLOWED
    assert verdict(words, push(protected)).verdict is Outcome.VIOLATED


def test_a_reply_language_beside_a_clause_about_code():
    """ "코드는 영어로 쓰고 답변은 한국어로": the clause about replies is read alone."""
    words = "변수 이름은 영어로 짓고 설명은 한국어로 해 줘."
    assert verdict_of(words, "I renamed the helper and moved the check into the loader.") is (
        Outcome.VIOLATED
    )
    assert verdict_of(words, "헬퍼 이름을 바꾸고 검사를 로더로 옮겼어요.") is Outcome.FOLLOWED


def verdict_of(words: str, reply: str) -> Outcome:
    from app.domain.compliance import Reply, RuleText, check

    return check(RuleText(words, "constraint", 1, 1), Reply(reply)).verdict


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("main에 푸시하지 말고 dev에 해", ["main에 푸시하지 말고", " dev에 해"]),
        ("푸시는 하되 main엔 하지 마", ["푸시는 하되", " main엔 하지 마"]),
        ("쓰는 건 좋은데 지우지는 마", ["쓰는 건 좋은데", " 지우지는 마"]),
    ],
)
def test_connective_endings_cut_clauses(text, parts):
    assert [text[a:b] for a, b in clauses(text)] == parts


@pytest.mark.parametrize(
    "text",
    [
        "커밋 메시지에 'WIP'라고 쓰지 마",  # quotation, not a connective
        "main 말고 dev에 푸시해",  # "not X but Y" after a noun: the alternative, one clause
        "최고 품질로 작성해",  # a noun that ends in 고
        "main에 푸시하거나 머지하지 마",  # "or": the prohibition holds for both
    ],
)
def test_words_that_only_look_like_connectives_do_not_cut(text):
    assert clauses(text) == [(0, len(text))]


@pytest.mark.parametrize(
    ("words", "reply"),
    [
        ("yarn 사용 지양", "`yarn add lodash`로 추가했습니다."),
        ("bun은 사용 불가합니다.", "`bun install` 후에 `bun test`로 확인했어요."),
        ("이모지 사용은 삼가 주십시오.", "배포가 끝났습니다 🎉"),
    ],
)
def test_written_notices_forbid_what_stands_before(verdict, words, reply):
    """Korean written notices (지양 "to be avoided", 불가 "not allowed", 삼가 "refrain") forbid
    what they follow; before, "X 사용 지양" was read as asking for X."""
    assert verdict(words, reply).verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    "words",
    [
        "커밋 제목에는 마침표를 찍지 마.",
        "コミットの件名には句点をつけないでください。",
        "提交信息的标题不要带句号。",
        "Commit-Titel ohne Punkt schreiben.",
    ],
)
def test_a_period_put_on_a_commit_subject(verdict, words):
    """A period put onto a subject ("찍지 마", "つけない", "不要带", "ohne Punkt") is one at its end."""
    call = ("Bash", {"command": "git commit -m 'Fix the cache key.'"})
    assert verdict(words, call).verdict is Outcome.VIOLATED
    call = ("Bash", {"command": "git commit -m 'Fix the cache key'"})
    assert verdict(words, call).verdict is Outcome.FOLLOWED


PY_PRINT_BLOCK = "고쳤습니다.\n\n```python\ndef total(xs):\n    print(xs)\n    return sum(xs)\n```"
PY_LOGGING_BLOCK = (
    "고쳤습니다.\n\n```python\nimport logging\n\ndef total(xs):\n    logging.debug(xs)\n"
    "    return sum(xs)\n```"
)


@pytest.mark.parametrize(
    "words",
    [
        "디버그 출력은 print 대신 logging으로 남겨 주세요.",
        "print の代わりに logging で出力してください。",
        "调试信息用 logging 输出，而不是 print。",
    ],
)
def test_a_latin_code_word_in_words_of_another_script_is_code(verdict, words):
    """ "print" in English prose may be the verb; in Hangul, kana or Han it is the code word."""
    assert verdict(words, PY_PRINT_BLOCK).verdict is Outcome.VIOLATED
    assert verdict(words, PY_LOGGING_BLOCK).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    "words",
    [
        "master는 건드리지 말고 develop에서 작업해.",
        "Don't touch master, work on develop.",
    ],
)
def test_a_branch_a_clause_asks_work_on_is_not_protected(verdict, words):
    assert verdict(words, push("develop")).verdict is Outcome.FOLLOWED
    assert verdict(words, push("master")).verdict is Outcome.VIOLATED


def test_a_bare_name_in_a_list_stays_protected(verdict):
    """A guard: "master," alone is an item of the list the prohibition names, not a clause."""
    words = "master, develop에는 푸시하지 마세요."
    assert verdict(words, push("develop")).verdict is Outcome.VIOLATED


def test_jikpu_is_a_push(verdict):
    """직푸 (직접 푸시, "a direct push") names a push."""
    assert verdict("develop 직푸 금지", push("develop")).verdict is Outcome.VIOLATED
