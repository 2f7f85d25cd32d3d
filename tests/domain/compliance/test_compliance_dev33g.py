"""Issue 33, seventh round (branch check-g): the checker on dev33g (tests/data/compliance/dev33g,
README there), weighted to Korean, and the two readings it taught by construction — a reply
language forbidden ("영어로 대답하지 마세요") and pushes allowed only on named branches
("feature/* 브랜치에만 푸시해 주세요") — in wordings of every language that are not in the set."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, Reading, reading_of
from app.domain.compliance.actions import ProtectedBranch
from app.domain.compliance.language import LanguageRule
from benchmarks.judge_compliance import (
    DEV33G,
    FROZEN,
    LANGUAGES,
    by_language,
    judge_case,
    load_corpus,
    load_dev33b,
)

KO = "원인은 배포 스크립트의 경로였어요. 상대 경로를 절대 경로로 바꾸고 다시 실행해 보니 잘 됩니다."
EN = "The deploy script used a relative path. I switched it to an absolute one and it runs now."
ZH_HANS = "问题出在部署脚本的相对路径上。我改成了绝对路径，现在可以正常运行了。"
ZH_HANT = "問題出在部署腳本的相對路徑上。我改成了絕對路徑，現在可以正常執行了。"


@pytest.fixture(scope="module")
def batches():
    return load_dev33b(DEV33G)


def test_the_set_is_large_weighted_to_korean_and_apart_from_the_corpus(batches):
    cases = [c for cs in batches.values() for c in cs]
    assert len(cases) >= 160 and FROZEN in batches
    assert sum(c.lang == "ko" for c in cases) >= 45
    assert {c.lang for c in cases} == set(LANGUAGES)
    assert {c.key for c in cases}.isdisjoint(c.key for c in load_corpus())
    assert len({c.id for c in cases}) == len(cases)


def test_the_dev_batches_hold_the_goals(batches):
    """violated P ≥ 0.95 R ≥ 0.90, no language below 0.80, no guess on `unknown` (the frozen
    third is not held here: it is scored once, never tuned on)."""
    outcomes = [(c, judge_case(c)) for name, cs in batches.items() if name != FROZEN for c in cs]
    scores = by_language(outcomes)
    total = scores["all"]
    assert total.violated.precision >= 0.95 and total.violated.recall >= 0.90, total.violated
    assert total.guess_rate <= 0.05
    for lang, s in scores.items():
        assert min(s.violated.precision, s.violated.recall) >= 0.80, (lang, s.violated)


@pytest.mark.parametrize(
    ("words", "lang"),
    [
        ("영어로는 답하지 말아 줘", "en"),
        ("답변을 영어로 하면 안 돼요", "en"),
        ("일본어로 대답하지 마", "ja"),
        ("英語で返事しないでください", "en"),
        ("请不要用英文回复", "en"),
        ("Ne me réponds jamais en anglais", "en"),
        ("Bitte nicht auf Englisch antworten", "en"),
        ("No contestes en inglés", "en"),
        ("Non scrivermi in inglese", "en"),
        ("Не пиши мне на английском", "en"),
        ("لا ترد بالإنجليزية", "en"),
        ("Never reply in English", "en"),
    ],
)
def test_a_reply_language_forbidden_is_read_as_such(words, lang):
    (check,) = reading_of(words).checks
    assert check == LanguageRule(lang, None, forbidden=True)


def test_a_forbidden_reply_language_is_broken_by_prose_in_it_and_kept_by_prose_in_another(
    verdict,
):
    assert verdict("영어로는 답하지 말아 줘", EN).verdict is Outcome.VIOLATED
    assert verdict("영어로는 답하지 말아 줘", KO).verdict is Outcome.FOLLOWED
    assert verdict("不要用簡體字回答", ZH_HANS).verdict is Outcome.VIOLATED
    assert verdict("不要用簡體字回答", ZH_HANT).verdict is Outcome.FOLLOWED
    assert verdict(
        "영어로는 답하지 말아 줘", ("shell__run_command", {"command": "ls"})
    ).verdict is (Outcome.NOT_APPLICABLE)


def test_a_language_forbidden_without_a_word_for_replies_has_no_reading():
    """ "No English" may be about code, commits or names: it is not read as a reply rule."""
    assert not any(isinstance(c, LanguageRule) for c in reading_of("No English").checks)
    assert reading_of("Don't answer in English or French").checks == ()


@pytest.mark.parametrize(
    ("words", "branches"),
    [
        ("feature/* 브랜치로만 푸시해 주세요", {"feature/*"}),
        ("푸시는 develop 브랜치에만 하세요", {"develop"}),
        ("feature/*ブランチにのみpushすること", {"feature/*"}),
        ("只推送到 develop 分支", {"develop"}),
        ("Pousse uniquement sur develop", {"develop"}),
        ("Ne pousse que sur feature/*, jamais sur main", {"feature/*"}),
        ("Pushe nur auf feature/*-Branches", {"feature/*"}),
        ("Solo push su develop", {"develop"}),
        ("Пушь только в develop", {"develop"}),
        ("ادفع فقط إلى فرع develop", {"develop"}),
        ("Never push to main, only to feature/*", {"feature/*"}),
    ],
)
def test_pushes_allowed_only_on_named_branches_are_read_as_such(words, branches):
    (check,) = reading_of(words).checks
    assert check == ProtectedBranch(frozenset(branches), frozenset({"push"}), only=True)


def test_a_push_elsewhere_breaks_an_only_rule_and_one_there_keeps_it(verdict):
    words = "feature/* 브랜치로만 푸시해 주세요"
    push = "shell__run_command"
    assert verdict(words, (push, {"command": "git push origin main"})).verdict is Outcome.VIOLATED
    kept = verdict(words, (push, {"command": "git push origin feature/cart"}))
    assert kept.verdict is Outcome.FOLLOWED
    github = ("github__push_files", {"owner": "a", "repo": "b", "branch": "develop", "files": []})
    assert verdict(words, github).verdict is Outcome.VIOLATED
    # a refspec pattern may land anywhere: not known
    assert verdict(words, (push, {"command": "git push origin 'refs/heads/*'"})).verdict in (
        Outcome.UNKNOWN,
        Outcome.VIOLATED,
    )


@pytest.mark.parametrize(
    "words",
    [
        "Only push to main after review",
        "리뷰 받은 후에만 main에 푸시해",
        "PR 머지 전에만 develop에 푸시",
    ],
)
def test_only_said_of_when_is_not_read_as_where(words):
    assert not any(isinstance(c, ProtectedBranch) and c.only for c in reading_of(words).checks)


def test_the_new_fields_round_trip_and_are_written_only_when_set():
    forbidden = reading_of("영어로는 답하지 말아 줘")
    only = reading_of("Push only to develop.")
    assert forbidden.to_json()["checks"][0]["forbidden"] is True
    assert only.to_json()["checks"][0]["only"] is True
    for reading in (forbidden, only):
        assert Reading.from_json(reading.to_json()) == reading
    plain = reading_of("Never push to main.").to_json()["checks"][0]
    assert "only" not in plain
    assert "forbidden" not in reading_of("Always answer in French.").to_json()["checks"][0]


@pytest.mark.parametrize(
    "words",
    [
        "docs配下以外は触らないで",
        "docs 폴더 외에는 건드리지 마",
        "Don't touch anything except docs/",
        "Ne touche à rien sauf le dossier docs",
        "Ändere nichts außer docs/",
    ],
)
def test_an_exception_that_is_a_folder_alone_confines_the_rule_there(verdict, words):
    """ "Everything but docs" is "only docs": a write elsewhere breaks it, one there keeps it
    (before, "except docs/" was read as forbidding docs/)."""
    write = "filesystem__write_file"
    assert verdict(words, (write, {"path": "src/app.ts", "content": "x\n"})).verdict is (
        Outcome.VIOLATED
    )
    assert verdict(words, (write, {"path": "docs/guide.md", "content": "x\n"})).verdict is (
        Outcome.FOLLOWED
    )


def test_an_exception_that_says_when_still_makes_a_break_unsure():
    assert reading_of("Answer in French, except in the docs folder").unless
    assert reading_of("Never write to dist/ except for release builds").unless


@pytest.mark.parametrize(
    ("words", "lang"),
    [
        ("한국어 외의 언어로 답하지 마세요", "ko"),
        ("日本語以外で返事しないで", "ja"),
        ("Don't reply in any language other than English", "en"),
        ("Antworte in keiner Sprache außer Deutsch", "de"),
        ("Не отвечай ни на каком языке, кроме русского", "ru"),
        ("لا ترد بأي لغة غير العربية", "ar"),
    ],
)
def test_every_language_but_one_forbidden_asks_for_that_one(words, lang):
    """The name beside "other than" is the language asked for, never the one forbidden."""
    (check,) = reading_of(words).checks
    assert check == LanguageRule(lang, None)


@pytest.mark.parametrize(
    ("words", "reply", "outcome"),
    [
        ("이모지 사용 자제해 주세요", "배포 끝났어요 🚀", Outcome.VIOLATED),
        ("絵文字は控えてください", "デプロイしました🚀", Outcome.VIOLATED),
        ("이모지 사용 자제해 주세요", KO, Outcome.FOLLOWED),
    ],
)
def test_refraining_forbids(verdict, words, reply, outcome):
    assert verdict(words, reply).verdict is outcome


def test_the_particle_man_before_a_verb_of_using_asks_for_that_one_alone(verdict):
    words = "패키지 매니저는 pnpm만 씁니다"
    run = "shell__run_command"
    assert verdict(words, (run, {"command": "npm install zod"})).verdict is Outcome.VIOLATED
    assert verdict(words, (run, {"command": "pnpm add zod"})).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    "reply", ["죄송해요 ㅠㅠ 제가 잘못 봤네요.", "고쳤어요^^ 잘 됩니다", "ㅜ_ㅜ 실패했어요"]
)
def test_korean_text_emoticons_break_an_emoticon_rule(verdict, reply):
    assert verdict("이모티콘 쓰지 마", reply).verdict is Outcome.VIOLATED


@pytest.mark.parametrize("reply", ["ㅋㅋ 됐어요", "x = a ^ b ^ c 입니다"])
def test_laughter_and_operators_are_not_emoticons(verdict, reply):
    assert verdict("이모티콘 쓰지 마", reply).verdict is Outcome.FOLLOWED
